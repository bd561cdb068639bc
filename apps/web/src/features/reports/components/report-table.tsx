import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatNumber } from '../../../i18n';
import type { ReportDataset } from '../lib/report-datasets';

// "1,234" in English, "1.234" in Turkish; the page draws again when the language changes.
const show = (cell: string | number) => (typeof cell === 'number' ? formatNumber(cell) : cell);

/** A dataset as a plain table: the accessible reading of its chart. */
export function ReportTable({ dataset }: { dataset: ReportDataset }) {
  return (
    <div className={`table-responsive${dataset.rows.length > 12 ? ' report-table--long' : ''}`}>
      <Table size="sm" striped className="mb-0">
        <caption className="visually-hidden">{dataset.title}</caption>
        <thead>
          <tr>
            {dataset.columns.map((column, i) => (
              <th key={column} scope="col" className={i > 0 ? 'text-end' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataset.rows.map((row, r) => (
            <tr key={`${String(row[0])}-${r}`}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="fw-normal">
                    {dataset.links?.[r] ? <Link to={dataset.links[r]}>{cell}</Link> : cell}
                  </th>
                ) : (
                  <td key={i} className="text-end">
                    {show(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
