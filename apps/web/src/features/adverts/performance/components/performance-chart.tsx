import type { PerformanceDay } from '@estate/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { currentLanguage, formatDate, formatNumber, useLanguage } from '../../../../i18n';
import { PERFORMANCE_SERIES } from './performance-series';

const CHART_HEIGHT = 180;
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

/** Month and weekday names for uPlot's date labels; English keeps uPlot's own. */
function dateNames(): Parameters<typeof uPlot.fmtDate>[1] {
  if (currentLanguage() === 'en') return undefined;
  const name = (date: Date, options: Intl.DateTimeFormatOptions) =>
    formatDate(date, { ...options, timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 1)));
  const days = Array.from({ length: 7 }, (_, d) => new Date(Date.UTC(2026, 1, 1 + d)));
  return {
    MMMM: months.map((m) => name(m, { month: 'long' })),
    MMM: months.map((m) => name(m, { month: 'short' })),
    WWWW: days.map((d) => name(d, { weekday: 'long' })),
    WWW: days.map((d) => name(d, { weekday: 'short' })),
  };
}

function optionsFor(width: number, labels: string[]): uPlot.Options {
  const names = dateNames();
  return {
    width,
    height: CHART_HEIGHT,
    // Days are UTC days (the server counts them so): label them so whatever the browser's zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    fmtDate: (template) => uPlot.fmtDate(template, names),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
    axes: [
      { space: 60 },
      {
        size: 40,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
        values: (_u, splits) => splits.map((v) => formatNumber(v)),
      },
    ],
    series: [
      {},
      ...PERFORMANCE_SERIES.map((s, i) => ({
        label: labels[i],
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
export default function PerformanceChart({
  series,
  labels,
}: {
  series: PerformanceDay[];
  /** The lines' names in the reader's language, in PERFORMANCE_SERIES order. */
  labels: string[];
}) {
  const holder = useRef<HTMLDivElement>(null);
  // Drawn again in the new language: its dates, numbers and line names.
  const language = useLanguage();
  const names = labels.join('\n');

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      series.map((d) => dayStart(d.date)),
      ...PERFORMANCE_SERIES.map((s) => series.map((d) => d[s.key])),
    ];
    const chart = new uPlot(
      optionsFor(Math.max(element.clientWidth, 240), names.split('\n')),
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: CHART_HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, names, language]);

  return <div ref={holder} className="advert-performance__chart" aria-hidden="true" />;
}
