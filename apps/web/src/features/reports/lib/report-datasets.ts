import type { RangeReport, ReportCount, ReportTopAdvert } from '@estate/contracts';
import type { Language } from '../../../i18n';
import { paths } from '../../../lib/paths';
import { reportsText as text } from '../texts';

export type Cell = string | number;

/**
 * One figure of the page as rows: the chart, the table and the CSV file are all drawn from it,
 * so a download always holds the numbers on the screen. Titles and columns are in the reader's
 * language; labels sent by the server stay as sent.
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
  columns: [label, text('col.adverts')],
  rows: counts.map((c) => [c.label, c.count]),
});

const topDataset = (id: string, title: string, measure: string, top: ReportTopAdvert[]) => ({
  id,
  title,
  chart: 'none' as const,
  columns: [text('col.advert'), measure],
  rows: top.map((a) => [a.title, a.count]),
  links: top.map((a) => paths.property(a.slug)),
});

function timelineDataset(report: RangeReport): ReportDataset {
  const withUsers = report.scope === 'MARKETPLACE';
  const interval = report.interval;
  return {
    id: 'timeline',
    title: text(withUsers ? 'timeline.all' : 'timeline.own', { interval }),
    chart: 'line',
    columns: [
      text(`period.${interval}`),
      text('col.newAdverts'),
      ...(withUsers ? [text('col.newUsers')] : []),
      text('col.tourRequests'),
    ],
    rows: report.timeline.map((p) =>
      withUsers
        ? [p.period, p.adverts, p.users ?? 0, p.tourRequests]
        : [p.period, p.adverts, p.tourRequests],
    ),
  };
}

/**
 * The figures, their titles and columns in the reader's language: `_language` names it so that
 * the page builds new datasets when the language changes (its memo's key).
 */
export function reportDatasets(report: RangeReport, _language: Language): ReportDataset[] {
  const counts = (id: string, key: 'Status' | 'Category' | 'Type' | 'City', list: ReportCount[]) =>
    countsDataset(id, text(`ds.by${key}`), text(`col.${key.toLowerCase()}` as 'col.status'), list);
  return [
    timelineDataset(report),
    counts('by-status', 'Status', report.advertsByStatus),
    counts('by-category', 'Category', report.advertsByCategory),
    counts('by-type', 'Type', report.advertsByType),
    counts('by-city', 'City', report.advertsByCity),
    topDataset('most-viewed', text('ds.mostViewed'), text('col.views'), report.mostViewed),
    topDataset(
      'most-requested',
      text('ds.mostRequested'),
      text('col.tourRequests'),
      report.mostRequested,
    ),
  ];
}
