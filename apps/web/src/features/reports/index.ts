export { AttentionTiles } from './components/attention-tiles';
export { OverviewTiles } from './components/overview-tiles';
export { ReportsPage } from './reports-page';
export { reportKeys, usePendingAdvertCount } from './api/overview-report';
