import type { RangeReport, ReportCount, ReportTopAdvert } from '@estate/contracts';
import { paths } from '../../../lib/paths';

export type Cell = string | number;

/**
 * One figure of the page as rows: the chart, the table and the CSV file are all drawn from it,
 * so a download always holds the numbers on the screen.
 */
export interface ReportDataset {
  id: string;
  title: string;
  chart: 'bar' | 'line' | 'none';
  columns: string[];
  rows: Cell[][];
  /** Top-advert lists: the advert each row links to. */
  links?: string[];
}

const countsDataset = (id: string, title: string, label: string, counts: ReportCount[]) => ({
  id,
  title,
  chart: 'bar' as const,
  columns: [label, 'Adverts'],
  rows: counts.map((c) => [c.label, c.count]),
});

const topDataset = (id: string, title: string, measure: string, top: ReportTopAdvert[]) => ({
  id,
  title,
  chart: 'none' as const,
  columns: ['Advert', measure],
  rows: top.map((a) => [a.title, a.count]),
  links: top.map((a) => paths.property(a.slug)),
});

const PERIOD_NAMES = { day: 'Day', week: 'Week from', month: 'Month' } as const;

function timelineDataset(report: RangeReport): ReportDataset {
  const withUsers = report.scope === 'MARKETPLACE';
  const title = withUsers
    ? 'New adverts, users and tour requests'
    : 'New adverts and tour requests on them';
  return {
    id: 'timeline',
    title: `${title} per ${report.interval}`,
    chart: 'line',
    columns: [
      PERIOD_NAMES[report.interval],
      'New adverts',
      ...(withUsers ? ['New users'] : []),
      'Tour requests',
    ],
    rows: report.timeline.map((p) =>
      withUsers
        ? [p.period, p.adverts, p.users ?? 0, p.tourRequests]
        : [p.period, p.adverts, p.tourRequests],
    ),
  };
}

export function reportDatasets(report: RangeReport): ReportDataset[] {
  return [
    timelineDataset(report),
    countsDataset('by-status', 'Adverts by status', 'Status', report.advertsByStatus),
    countsDataset('by-category', 'Adverts by category', 'Category', report.advertsByCategory),
    countsDataset('by-type', 'Adverts by type', 'Type', report.advertsByType),
    countsDataset('by-city', 'Adverts by city', 'City', report.advertsByCity),
    topDataset('most-viewed', 'Most viewed adverts', 'Views', report.mostViewed),
    topDataset('most-requested', 'Most requested adverts', 'Tour requests', report.mostRequested),
  ];
}
