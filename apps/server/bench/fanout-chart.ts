/**
 * The fan-out saturation curve as a self-contained SVG (no script, no external font or style):
 * p99 send-to-delivery latency on a log scale above, deliveries/s as a ratio to the baseline
 * below, against the message rate, one line per target. The background is painted white and
 * every colour is explicit, so it reads the same on light and dark pages.
 */
export interface ChartSeries {
  name: string;
  /** p99AtLeast: the p99 is a lower bound (messages were still undelivered): a hollow marker. */
  points: { rate: number; p99: number; p99AtLeast: boolean; ratio: number }[];
}

export interface ChartOptions {
  title: string;
  /** Lines under the title: what was measured, when, on which server. */
  subtitle: string[];
  series: ChartSeries[];
}

/** Okabe-Ito colours, told apart with the common colour-vision deficiencies. */
const COLOURS = ['#555555', '#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00'];
const WIDTH = 820;
const LEFT = 70;
const RIGHT = 240;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
const PANEL_HEIGHT = 200;
const TOP_PANEL_Y = 110;
const BOTTOM_PANEL_Y = TOP_PANEL_Y + PANEL_HEIGHT + 70;
const HEIGHT = BOTTOM_PANEL_Y + PANEL_HEIGHT + 60;
const TEXT = 'fill="#222222" font-family="Helvetica, Arial, sans-serif"';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const milliseconds = (ms: number) => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);

interface Line {
  colour: string;
  /** Pixel positions; a hollow point marks a lower bound. */
  points: { x: number; y: number; hollow: boolean }[];
}

interface Axis {
  /** Pixel position of a value. */
  at(value: number): number;
  ticks: { value: number; label: string }[];
}

function logAxis(values: number[], top: number): Axis {
  const low = 10 ** Math.floor(Math.log10(Math.max(0.1, Math.min(...values))));
  const high = 10 ** Math.ceil(Math.log10(Math.max(low * 10, ...values)));
  const span = Math.log10(high / low);
  const ticks: Axis['ticks'] = [];
  for (let decade = low; decade < high * 1.01; decade *= 10) {
    for (const step of [1, 2, 5]) {
      const value = decade * step;
      if (value <= high * 1.01)
        ticks.push({ value, label: milliseconds(Number(value.toPrecision(1))) });
    }
  }
  return {
    at: (value) => top + PANEL_HEIGHT * (1 - Math.log10(value / low) / span),
    ticks,
  };
}

function ratioAxis(values: number[], top: number): Axis {
  const high = Math.max(1.2, Math.ceil(Math.max(...values) * 5) / 5);
  const ticks: Axis['ticks'] = [];
  for (let value = 0; value <= high + 1e-9; value += 0.2)
    ticks.push({ value, label: value.toFixed(1) });
  return { at: (value) => top + PANEL_HEIGHT * (1 - value / high), ticks };
}

const marker = (x: number, y: number, colour: string, hollow = false) =>
  `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="4" fill="${hollow ? '#ffffff' : colour}" stroke="${colour}" stroke-width="2"/>`;

function panel(
  title: string,
  top: number,
  axis: Axis,
  rates: number[],
  xAt: (rate: number) => number,
  lines: Line[],
): string {
  const parts = [
    `<text x="${LEFT}" y="${top - 12}" font-size="14" font-weight="bold" ${TEXT}>${escape(title)}</text>`,
    `<rect x="${LEFT}" y="${top}" width="${PLOT_WIDTH}" height="${PANEL_HEIGHT}" fill="none" stroke="#888888"/>`,
  ];
  for (const tick of axis.ticks) {
    const y = axis.at(tick.value).toFixed(1);
    parts.push(
      `<line x1="${LEFT}" x2="${LEFT + PLOT_WIDTH}" y1="${y}" y2="${y}" stroke="#dddddd"/>`,
      `<text x="${LEFT - 6}" y="${y}" dy="4" font-size="11" text-anchor="end" ${TEXT}>${tick.label}</text>`,
    );
  }
  for (const rate of rates) {
    const x = xAt(rate).toFixed(1);
    parts.push(
      `<line x1="${x}" x2="${x}" y1="${top}" y2="${top + PANEL_HEIGHT}" stroke="#eeeeee"/>`,
      `<text x="${x}" y="${top + PANEL_HEIGHT + 16}" font-size="11" text-anchor="middle" ${TEXT}>${rate}</text>`,
    );
  }
  parts.push(
    `<text x="${LEFT + PLOT_WIDTH / 2}" y="${top + PANEL_HEIGHT + 34}" font-size="12" text-anchor="middle" ${TEXT}>messages sent per second</text>`,
  );
  for (const { colour, points } of lines) {
    const xy = points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`);
    parts.push(
      `<polyline points="${xy.join(' ')}" fill="none" stroke="${colour}" stroke-width="2.5"/>`,
      ...points.map((p) => marker(p.x, p.y, colour, p.hollow)),
    );
  }
  return parts.join('\n');
}

export function fanoutChart({ title, subtitle, series }: ChartOptions): string {
  const points = series.flatMap((s) => s.points);
  const rates = [...new Set(points.map((p) => p.rate))].sort((a, b) => a - b);
  const maxRate = Math.max(...rates);
  const xAt = (rate: number) => LEFT + (PLOT_WIDTH * rate) / (maxRate * 1.05);
  const latencies = points.map((p) => p.p99).filter((v) => Number.isFinite(v) && v > 0);
  const latencyAxis = logAxis(latencies, TOP_PANEL_Y);
  const ratios = ratioAxis(points.map((p) => p.ratio).filter(Number.isFinite), BOTTOM_PANEL_Y);
  const colourOf = (i: number) => COLOURS[i % COLOURS.length]!;
  // A point with no value (nothing delivered: no latency) is left out of its line.
  const linesOf = (
    value: (p: ChartSeries['points'][number]) => number,
    axis: Axis,
    hollow: (p: ChartSeries['points'][number]) => boolean = () => false,
  ): Line[] =>
    series.map((s, i) => ({
      colour: colourOf(i),
      points: s.points
        .filter((p) => Number.isFinite(value(p)))
        .map((p) => ({ x: xAt(p.rate), y: axis.at(value(p)), hollow: hollow(p) })),
    }));
  const legendX = LEFT + PLOT_WIDTH + 20;
  const legendY = (row: number) => TOP_PANEL_Y + 10 + row * 22;
  const legend = series.map((s, i) =>
    [
      `<line x1="${legendX}" x2="${legendX + 24}" y1="${legendY(i)}" y2="${legendY(i)}" stroke="${colourOf(i)}" stroke-width="2.5"/>`,
      marker(legendX + 12, legendY(i), colourOf(i)),
      `<text x="${legendX + 32}" y="${legendY(i)}" dy="4" font-size="12" ${TEXT}>${escape(s.name)}</text>`,
    ].join('\n'),
  );
  if (points.some((p) => p.p99AtLeast)) {
    const y = legendY(series.length) + 6;
    legend.push(
      marker(legendX + 12, y, '#555555', true),
      `<text x="${legendX + 32}" y="${y}" dy="4" font-size="11" ${TEXT}>p99 at least this:</text>`,
      `<text x="${legendX + 32}" y="${y + 14}" dy="4" font-size="11" ${TEXT}>some messages were</text>`,
      `<text x="${legendX + 32}" y="${y + 28}" dy="4" font-size="11" ${TEXT}>never delivered in time</text>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${LEFT}" y="24" font-size="16" font-weight="bold" ${TEXT}>${escape(title)}</text>`,
    ...subtitle.map(
      (line, i) =>
        `<text x="${LEFT}" y="${44 + i * 15}" font-size="11" ${TEXT}>${escape(line)}</text>`,
    ),
    panel(
      'p99 send-to-delivery latency (log scale; lower is better)',
      TOP_PANEL_Y,
      latencyAxis,
      rates,
      xAt,
      linesOf(
        (p) => (p.p99 > 0 ? p.p99 : Number.NaN),
        latencyAxis,
        (p) => p.p99AtLeast,
      ),
    ),
    panel(
      'deliveries per second, ratio to bare Socket.IO (1.0 = as many)',
      BOTTOM_PANEL_Y,
      ratios,
      rates,
      xAt,
      linesOf((p) => p.ratio, ratios),
    ),
    ...legend,
    '</svg>',
    '',
  ].join('\n');
}
