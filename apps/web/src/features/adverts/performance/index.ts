// The owner's view of how an advert does (views, likes and tours over time).
export { AdvertPerformancePanel } from './components/advert-performance-panel';
