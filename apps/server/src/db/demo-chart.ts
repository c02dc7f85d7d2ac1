import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 360;
const LOW = 136;
const HIGH = 162;
/** The trade the demo's results post describes: in on the breakout retest, out at the top. */
const ENTRY = 142.1;
const EXIT = 159.3;

/** A fixed pseudo-random sequence, so the chart is the same on every install. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Closes of a range, a breakout, its retest and the run that followed. */
function closes(): number[] {
  const random = sequence(7);
  return [
    ...Array.from({ length: 16 }, () => 139 + random() * 3),
    ...[143, 146, 149, 151, 150],
    ...[147, 144.5, 142.6, 143.4],
    ...[146, 148.5, 151, 150.2, 153, 155.5, 154.8, 157.2, 159.1, 158.4],
  ];
}

const y = (price: number) => ((HIGH - price) / (HIGH - LOW)) * HEIGHT;

/** The demo's chart screenshot: candles and the trade's entry and exit, as a PNG (no text). */
export async function renderDemoChart(): Promise<Buffer> {
  const random = sequence(11);
  const series = closes();
  const step = WIDTH / (series.length + 2);
  const candles = series.map((close, i) => {
    const open = i === 0 ? close - 0.6 : (series[i - 1] ?? close);
    const top = Math.max(open, close) + 0.3 + random() * 1.2;
    const bottom = Math.min(open, close) - 0.3 - random() * 1.2;
    const x = step * (i + 1);
    const colour = close >= open ? '#22c55e' : '#ef4444';
    const body = Math.max(Math.abs(y(open) - y(close)), 1.5);
    return [
      `<line x1="${x}" x2="${x}" y1="${y(top)}" y2="${y(bottom)}" stroke="${colour}" stroke-width="1.5"/>`,
      `<rect x="${x - step * 0.32}" y="${y(Math.max(open, close))}" width="${step * 0.64}" height="${body}" fill="${colour}"/>`,
    ].join('');
  });
  const grid = Array.from({ length: 6 }, (_, i) => {
    const gy = (HEIGHT / 6) * (i + 0.5);
    return `<line x1="0" x2="${WIDTH}" y1="${gy}" y2="${gy}" stroke="#1f2a37" stroke-width="1"/>`;
  });
  const level = (price: number, colour: string) =>
    `<line x1="0" x2="${WIDTH}" y1="${y(price)}" y2="${y(price)}" stroke="${colour}" stroke-width="2" stroke-dasharray="8 6"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="#0f1720"/>
    ${grid.join('')}${level(ENTRY, '#38bdf8')}${level(EXIT, '#facc15')}${candles.join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
