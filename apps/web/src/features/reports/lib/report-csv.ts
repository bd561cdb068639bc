import type { ReportDataset } from './report-datasets';

/**
 * RFC 4180 text of a dataset: papaparse quotes commas, quotes and line breaks. Loaded on the
 * first download, not with the page.
 */
export async function datasetCsv(dataset: Pick<ReportDataset, 'columns' | 'rows'>) {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    { fields: dataset.columns, data: dataset.rows },
    // A title such as "=HYPERLINK(…)" must stay text when the file is opened in a spreadsheet.
    { newline: '\r\n', escapeFormulae: true },
  );
}

export const csvFileName = (dataset: ReportDataset, range: { from: string; to: string }) =>
  `${dataset.id}-${range.from}-to-${range.to}.csv`;

/** Saves the dataset as a file through the browser's download, with no round trip. */
export async function downloadCsv(dataset: ReportDataset, range: { from: string; to: string }) {
  const blob = new Blob([await datasetCsv(dataset)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(dataset, range);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
