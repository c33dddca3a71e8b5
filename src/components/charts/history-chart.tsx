import { useEffect, useRef, useState } from 'react';
import type uPlotType from 'uplot';
import { formatNumber } from '@contract/rules/format';
import { t } from '@/lib/i18n/translate';
import { pointDay, timeTicks, timeTickSpace, valueTicks } from './axis-labels';
import './history-chart.css';

// A small time chart over uPlot. uPlot and its stylesheet are imported when the first
// chart mounts, so they travel in their own chunk: the pages that show a chart fetch it when the
// chart opens, never with the site.

export interface ChartSeries {
  label: string;
  color: string;
  /** x (seconds since the epoch) and y columns; y null leaves a gap. */
  x: number[];
  y: (number | null)[];
}

export interface HistoryChartProps {
  title: string;
  series: ChartSeries[];
  /** Positions: 1 at the top. */
  invert?: boolean;
  /** Timeline entries drawn as ticks along the bottom of the plot, on the same time axis. */
  markers?: { time: number; label: string }[];
  height?: number;
  format?: (v: number) => string;
  /** Whole numbers only (levels, positions): no ticks between them. */
  integer?: boolean;
}

const INTEGER_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

/** Merges each series' own x column into one sorted x axis, carrying each series' last value forward. */
function align(series: ChartSeries[]): uPlotType.AlignedData {
  const xs = [...new Set(series.flatMap((s) => s.x))].sort((a, b) => a - b);
  const columns = series.map((s) => {
    const out: (number | null)[] = [];
    let j = 0;
    let last: number | null = null;
    for (const x of xs) {
      while (j < s.x.length && s.x[j] <= x) last = s.y[j++];
      out.push(j === 0 ? null : last);
    }
    return out;
  });
  return [xs, ...columns] as uPlotType.AlignedData;
}

export function HistoryChart({ title, series, invert, markers = [], height = 220, format, integer }: HistoryChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const empty = series.every((s) => s.x.length === 0);

  useEffect(() => {
    if (empty || !box.current) return;
    let plot: uPlotType | null = null;
    let stopped = false;
    const el = box.current;
    // Follows the width of its box (a phone turned, a sidebar opened); old browsers keep the first width.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height }));
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: uPlot }]) => {
        if (stopped) return;
        const axis = { stroke: 'currentColor', grid: { stroke: 'rgba(128,128,128,0.2)' }, ticks: { stroke: 'rgba(128,128,128,0.35)' } };
        const fmt = format ?? ((v: number) => formatNumber(v));
        plot = new uPlot(
          {
            width: el.clientWidth || 600,
            height,
            scales: { x: { time: true }, y: invert ? { dir: -1, range: (_u, min, max) => [Math.max(1, min), max + (max - min) * 0.05 || max + 1] } : {} },
            axes: [
              { ...axis, space: timeTickSpace(), values: (_u, splits, _axis, _space, increment) => timeTicks(splits, increment) },
              { ...axis, size: 66, ...(integer ? { incrs: INTEGER_STEPS } : {}), values: (_u, splits) => valueTicks(splits) },
            ],
            legend: { live: true },
            cursor: { drag: { x: false, y: false } },
            series: [
              { label: t('Time'), value: (_u, v) => (v === null ? '' : pointDay(v)) },
              ...series.map((s) => ({
                label: s.label,
                stroke: s.color,
                width: 2,
                paths: uPlot.paths.stepped!({ align: 1 }),
                value: (_u: uPlotType, v: number | null) => (v === null ? '—' : fmt(v)),
              })),
            ],
            hooks: {
              draw: [
                (u) => {
                  if (!markers.length) return;
                  const { ctx, bbox } = u;
                  ctx.save();
                  ctx.fillStyle = 'rgba(255,170,0,0.9)';
                  for (const m of markers) {
                    const x = u.valToPos(m.time, 'x', true);
                    if (x < bbox.left || x > bbox.left + bbox.width) continue;
                    ctx.fillRect(x - 1, bbox.top + bbox.height - 10 * devicePixelRatio, 2 * devicePixelRatio, 10 * devicePixelRatio);
                  }
                  ctx.restore();
                },
              ],
            },
          },
          align(series),
          el,
        );
        observer?.observe(el);
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [series, invert, markers, height, format, integer, empty]);

  return (
    <figure className="history-chart mb-4">
      <figcaption className="small fw-semibold mb-1">{title}</figcaption>
      {empty ? (
        <p className="text-body-secondary small mb-0">{t('No history in this range yet.')}</p>
      ) : failed ? (
        <p className="text-danger small mb-0">{t('The chart could not be loaded.')}</p>
      ) : (
        <div ref={box} className="history-chart-plot" role="img" aria-label={t('{title}: a chart over time', { title })} style={{ minHeight: height }} />
      )}
    </figure>
  );
}
