/** The back office's time zones of countries and cities. */
export { TimeZonesScreen } from './components/time-zones-screen';
