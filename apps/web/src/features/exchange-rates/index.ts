/** Exchange rates: the "≈" price of the public pages, the back office's rates page and its flag. */
export { ConvertedPrice } from './components/converted-price';
export { RatesScreen } from './components/rates-screen';
export { StaleRatesNotice } from './components/stale-rates-notice';
export { useVisitorCurrency } from './lib/visitor-currency';
