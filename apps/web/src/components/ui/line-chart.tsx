import { useLayoutEffect, useRef, useState } from 'react';
import styles from './line-chart.module.css';

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartSeries {
  id: string;
  label: string;
  points: ChartPoint[];
}

type Range = readonly [number, number];

/** Maps a value of `domain` onto `range` linearly (a zero-width domain maps to the middle). */
export function linearScale(domain: Range, range: Range): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d0 === d1) return () => (r0 + r1) / 2;
  const k = (r1 - r0) / (d1 - d0);
  return (value) => r0 + (value - d0) * k;
}

/** 1, 2, 5 or 10 times a power of ten, the nearest to `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10;
  return nice * power;
}

/** Rounds away floating-point dust (0.30000000000000004 -> 0.3) at the step's precision. */
function tidy(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * Round axis values that cover min..max in about `count` steps (for example -5, 0, 5, 10).
 * The first tick is at or below min and the last at or above max.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  let lo = Math.min(min, max);
  let hi = Math.max(min, max);
  if (lo === hi) {
    const pad = lo === 0 ? 1 : Math.abs(lo) * 0.5;
    lo -= pad;
    hi += pad;
  }
  const step = niceStep((hi - lo) / Math.max(1, count - 1));
  const first = Math.floor(lo / step) * step;
  const last = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let i = 0; first + i * step <= last + step / 2; i += 1) {
    ticks.push(tidy(first + i * step, step));
  }
  return ticks;
}

/** `count` evenly spaced values from min to max, both included (time axes). */
export function evenTicks(min: number, max: number, count: number): number[] {
  if (min === max || count < 2) return [min];
  const step = (max - min) / (count - 1);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? max : min + i * step));
}

export interface ChartExtent {
  x: [number, number];
  y: [number, number];
}

/**
 * The x and y spans of every point. The y span always includes 0 (P&L reads against the
 * break-even line); a single moment is widened by `minXSpan` so the line has room.
 */
export function chartExtent(series: ChartSeries[], minXSpan = 0): ChartExtent | null {
  const points = series.flatMap((s) => s.points);
  if (points.length === 0) return null;
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = 0;
  let y1 = 0;
  for (const p of points) {
    x0 = Math.min(x0, p.x);
    x1 = Math.max(x1, p.x);
    y0 = Math.min(y0, p.y);
    y1 = Math.max(y1, p.y);
  }
  if (x1 - x0 < minXSpan) {
    const pad = (minXSpan - (x1 - x0)) / 2;
    x0 -= pad;
    x1 += pad;
  }
  return { x: [x0, x1], y: [y0, y1] };
}

/** An SVG path through the points in x order. */
export function linePath(
  points: ChartPoint[],
  sx: (x: number) => number,
  sy: (y: number) => number,
) {
  return [...points]
    .sort((a, b) => a.x - b.x)
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`)
    .join(' ');
}

// Series differ by colour, dash and marker shape, so no series is told apart by colour alone.
const SERIES_CLASSES = [styles.s0, styles.s1, styles.s2, styles.s3];
const DASHES = [undefined, '6 4', '2 4', '10 4 2 4'];
type Marker = 'circle' | 'square' | 'triangle' | 'diamond';
const MARKERS: Marker[] = ['circle', 'square', 'triangle', 'diamond'];

function MarkerShape({ shape, x, y, r = 4 }: { shape: Marker; x: number; y: number; r?: number }) {
  switch (shape) {
    case 'square':
      return <rect x={x - r} y={y - r} width={r * 2} height={r * 2} className={styles.marker} />;
    case 'triangle':
      return (
        <polygon
          points={`${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`}
          className={styles.marker}
        />
      );
    case 'diamond':
      return (
        <polygon
          points={`${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`}
          className={styles.marker}
        />
      );
    default:
      return <circle cx={x} cy={y} r={r} className={styles.marker} />;
  }
}

function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

export interface LineChartProps {
  series: ChartSeries[];
  /** The spoken summary of the picture (role="img"). */
  summary: string;
  /** Caption of the visually hidden data table that holds every point. */
  caption: string;
  xLabel: string;
  yLabel: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** x values in the data table (more precise than the ticks); formatX by default. */
  formatTableX?: (x: number) => string;
  /** The legend's value beside each series name (for example its latest value). */
  legendValue?: (series: ChartSeries) => string;
  height?: number;
  /** A single moment is widened to this span on the x axis. */
  minXSpan?: number;
  className?: string;
}

const MARGIN = { top: 28, right: 16, bottom: 32, left: 56 };

/**
 * A small dependency-free line chart: round y ticks with a stronger zero line, time ticks on
 * x, one line per series with its own colour, dash and marker, a legend, and every point in a
 * visually hidden table for screen readers. Colours come from the design tokens, so it reads
 * in both themes.
 */
export function LineChart({
  series,
  summary,
  caption,
  xLabel,
  yLabel,
  formatX,
  formatY,
  formatTableX = formatX,
  legendValue,
  height = 240,
  minXSpan = 0,
  className,
}: LineChartProps) {
  const [wrapRef, width] = useWidth<HTMLDivElement>(640);
  const extent = chartExtent(series, minXSpan);
  const innerWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(40, height - MARGIN.top - MARGIN.bottom);

  const yTicks = extent ? niceTicks(extent.y[0], extent.y[1], height < 220 ? 4 : 5) : [0];
  const yDomain: Range = [yTicks[0] ?? 0, yTicks[yTicks.length - 1] ?? 1];
  const xDomain: Range = extent ? extent.x : [0, 1];
  // Ticks whose label repeats the previous one (two ticks on the same day) are left out.
  const xTicks = evenTicks(xDomain[0], xDomain[1], width < 480 ? 3 : 5).filter(
    (tick, i, all) => i === 0 || formatX(tick) !== formatX(all[i - 1] ?? tick),
  );
  const sx = linearScale(xDomain, [MARGIN.left, MARGIN.left + innerWidth]);
  const sy = linearScale(yDomain, [MARGIN.top + innerHeight, MARGIN.top]);
  const bottom = MARGIN.top + innerHeight;
  const right = MARGIN.left + innerWidth;

  return (
    <figure className={[styles.figure, className].filter(Boolean).join(' ')}>
      <div ref={wrapRef} className={styles.plot}>
        <svg
          role="img"
          aria-label={summary}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className={styles.svg}
        >
          <text x={MARGIN.left} y={14} className={styles.axisTitle}>
            {yLabel}
          </text>
          {yTicks.map((tick) => (
            <g key={`y${tick}`}>
              <line
                x1={MARGIN.left}
                x2={right}
                y1={sy(tick)}
                y2={sy(tick)}
                className={tick === 0 ? styles.zero : styles.grid}
              />
              <text x={MARGIN.left - 8} y={sy(tick)} dy="0.32em" className={styles.yTick}>
                {formatY(tick)}
              </text>
            </g>
          ))}
          <line x1={MARGIN.left} x2={right} y1={bottom} y2={bottom} className={styles.axis} />
          {xTicks.map((tick, i) => (
            <text
              key={`x${i}`}
              x={sx(tick)}
              y={bottom + 20}
              className={styles.xTick}
              textAnchor={
                xTicks.length === 1
                  ? 'middle'
                  : i === 0
                    ? 'start'
                    : i === xTicks.length - 1
                      ? 'end'
                      : 'middle'
              }
            >
              {formatX(tick)}
            </text>
          ))}
          {series.map((s, i) => {
            const look = i % SERIES_CLASSES.length;
            const sorted = [...s.points].sort((a, b) => a.x - b.x);
            const showAll = sorted.length <= 40;
            return (
              <g key={s.id} className={SERIES_CLASSES[look]}>
                <path
                  d={linePath(sorted, sx, sy)}
                  className={styles.line}
                  strokeDasharray={DASHES[look]}
                />
                {sorted.map((p, j) =>
                  showAll || j === sorted.length - 1 ? (
                    <MarkerShape
                      key={j}
                      shape={MARKERS[look] ?? 'circle'}
                      x={sx(p.x)}
                      y={sy(p.y)}
                    />
                  ) : null,
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <ul role="list" className={styles.legend}>
          {series.map((s, i) => {
            const look = i % SERIES_CLASSES.length;
            return (
              <li key={s.id} className={`${styles.legendItem} ${SERIES_CLASSES[look]}`}>
                <svg width={28} height={12} aria-hidden="true" className={styles.swatch}>
                  <line
                    x1={1}
                    x2={27}
                    y1={6}
                    y2={6}
                    className={styles.line}
                    strokeDasharray={DASHES[look]}
                  />
                  <MarkerShape shape={MARKERS[look] ?? 'circle'} x={14} y={6} r={3.5} />
                </svg>
                <span className={styles.legendLabel}>{s.label}</span>
                {legendValue ? (
                  <span className={`${styles.legendValue} tabular-nums`}>{legendValue(s)}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </figcaption>
      {/* Wrapped: a table ignores the 1 px width of visually-hidden and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Series</th>
              <th scope="col">{xLabel}</th>
              <th scope="col">{yLabel}</th>
            </tr>
          </thead>
          <tbody>
            {series.flatMap((s) =>
              [...s.points]
                .sort((a, b) => a.x - b.x)
                .map((p, j) => (
                  <tr key={`${s.id}-${j}`}>
                    <th scope="row">{s.label}</th>
                    <td>{formatTableX(p.x)}</td>
                    <td>{formatY(p.y)}</td>
                  </tr>
                )),
            )}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
