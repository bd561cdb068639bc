// The staff's queue of reported conversations (docs/product.md#conversation-reports).
export { ReportsQueue } from './components/reports-queue';
