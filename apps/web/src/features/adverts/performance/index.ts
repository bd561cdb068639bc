export { AdvertPerformancePanel } from './components/advert-performance-panel';
