import type { PerformanceDay } from '@estate/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { PERFORMANCE_SERIES } from './performance-series';

const CHART_HEIGHT = 180;
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

function optionsFor(width: number): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    // Days are UTC days (the server counts them so): label them so whatever the browser's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
    axes: [{ space: 60 }, { size: 40, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] }],
    series: [
      {},
      ...PERFORMANCE_SERIES.map((s) => ({
        label: s.label,
        stroke: s.colour,
        width: 2,
        points: { size: 4 },
      })),
    ],
  };
}

/**
 * The per-day lines of one advert, drawn with uPlot (small and fast, canvas). Loaded only when
 * an owner opens a performance panel, so no other page carries it. The figures themselves are
 * also given as text and as a table beside it (a canvas says nothing to a screen reader).
 */
export default function PerformanceChart({ series }: { series: PerformanceDay[] }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      series.map((d) => dayStart(d.date)),
      ...PERFORMANCE_SERIES.map((s) => series.map((d) => d[s.key])),
    ];
    const chart = new uPlot(optionsFor(Math.max(element.clientWidth, 240)), data, element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: CHART_HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series]);

  return <div ref={holder} className="advert-performance__chart" aria-hidden="true" />;
}
