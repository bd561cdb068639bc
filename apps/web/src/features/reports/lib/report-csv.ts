import type { ReportDataset } from './report-datasets';

/**
 * Text cells a spreadsheet could run as a formula: any line whose first non-blank character
 * (quotes skipped too) is = + - @ or their full-width forms, or a cell opening with TAB or CR. papaparse's own default
 * misses a leading space, a leading quote and a formula on a title's second line. Numbers are
 * not text: papaparse leaves them alone, so a real -5 stays a number.
 */
export const FORMULA_CELL = /(?:^|[\r\n])[\s"'\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;

/**
 * RFC 4180 text of a dataset: papaparse quotes commas, quotes and line breaks. Loaded on the
 * first download, not with the page.
 */
export async function datasetCsv(dataset: Pick<ReportDataset, 'columns' | 'rows'>) {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(
    { fields: dataset.columns, data: dataset.rows },
    // A title such as "=HYPERLINK(…)" must stay text when the file is opened in a spreadsheet:
    // papaparse puts a ' before every cell the pattern matches.
    { newline: '\r\n', escapeFormulae: FORMULA_CELL },
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
