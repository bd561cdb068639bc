import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ReportDataset } from '../lib/report-datasets';
import { useReportsT } from '../texts';

const SERIES_COLOURS = ['#0d6efd', '#198754', '#fd7e14', '#6f42c1'];
const HEIGHT = 260;

/** Categories and periods sit at x = 0, 1, 2…; the axis names them from the first column. */
function chartOptions(dataset: ReportDataset, width: number): uPlot.Options {
  const labels = dataset.rows.map((row) => String(row[0]));
  const bars = dataset.chart === 'bar';
  const series: uPlot.Series[] = dataset.columns.slice(1).map((name, i) => ({
    label: name,
    stroke: SERIES_COLOURS[i % SERIES_COLOURS.length],
    width: 2,
    ...(bars
      ? {
          fill: `${SERIES_COLOURS[i]}99`,
          paths: uPlot.paths.bars!({ size: [0.6, 48] }),
          points: { show: false },
        }
      : { points: { show: labels.length <= 40 } }),
  }));
  return {
    width,
    height: HEIGHT,
    // The legend names the series; exact figures are in the table view, not under the cursor.
    legend: { show: dataset.columns.length > 2, live: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(labels.length - 0.5, 0.5)] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        space: bars ? 20 : 70,
        values: (_u, splits) => splits.map((x) => (Number.isInteger(x) ? (labels[x] ?? '') : '')),
        ...categoryLabelTilt(bars ? labels.length : 0),
      },
      { values: (_u, splits) => splits.map((y) => (Number.isInteger(y) ? String(y) : '')) },
    ],
    series: [{ label: dataset.columns[0] }, ...series],
  };
}

/** Many category names are tilted so that they do not run into each other on a phone. */
const categoryLabelTilt = (count: number) => {
  if (count > 6) return { rotate: -60, size: 90 };
  return count > 4 ? { rotate: -30, size: 70 } : { rotate: 0, size: 40 };
};

const chartData = (dataset: ReportDataset): uPlot.AlignedData => [
  dataset.rows.map((_row, i) => i),
  ...dataset.columns.slice(1).map((_c, col) => dataset.rows.map((row) => Number(row[col + 1]))),
];

/**
 * A uPlot canvas for one dataset, as wide as its box. Loaded lazily (React.lazy) so the chart
 * library is fetched only by the Reports page; its figures are also in the table view.
 */
export default function ReportChart({ dataset }: { dataset: ReportDataset }) {
  const box = useRef<HTMLDivElement>(null);
  const t = useReportsT();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = new uPlot(
      chartOptions(dataset, element.clientWidth),
      chartData(dataset),
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dataset]);
  return (
    <div
      ref={box}
      className="report-chart"
      role="img"
      aria-label={t('panel.chartLabel', { title: dataset.title })}
      data-testid={`chart-${dataset.id}`}
    />
  );
}
