/**
 * Entry and exit levels are stored as numeric(18,8): 8 decimals, 10 digits before the point.
 * A level with more decimals is refused rather than rounded, since a rounded level is not the
 * trade the analyst posted; so is one that would round to 0 or overflow the column.
 */
/** The longest text each field of a signal holds: what the routes take and the demo writes. */
export const SIGNAL_TEXT_LIMITS = { name: 80, profit: 40, position: 40, pl: 40 } as const;

export const SIGNAL_LEVEL_DECIMALS = 8;
export const SIGNAL_LEVEL_MIN = 10 ** -SIGNAL_LEVEL_DECIMALS;
/** Exclusive: 10 integer digits reach 9,999,999,999.99999999. */
export const SIGNAL_LEVEL_BELOW = 1e10;

/** Decimals of a number as written in its shortest form: 1.25 -> 2, 1e-9 -> 9, 3e21 -> 0. */
export function decimalPlaces(value: number): number {
  const [digits = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** Why a signal's entry or exit level can't be stored as given, or null when it can. */
export function signalLevelProblem(label: string, value: number): string | null {
  if (!Number.isFinite(value)) return `${label} must be a number`;
  if (value <= 0) return `${label} must be above 0`;
  if (value < SIGNAL_LEVEL_MIN)
    return `${label} must be at least ${SIGNAL_LEVEL_MIN.toFixed(SIGNAL_LEVEL_DECIMALS)}`;
  if (decimalPlaces(value) > SIGNAL_LEVEL_DECIMALS) {
    return `${label} has at most ${SIGNAL_LEVEL_DECIMALS} decimals`;
  }
  if (value >= SIGNAL_LEVEL_BELOW) {
    return `${label} must be below ${SIGNAL_LEVEL_BELOW.toLocaleString('en-US')}`;
  }
  return null;
}

/**
 * A level as the analyst sent it, with the decimals to show it with: typed text keeps its own
 * ('1.0920' -> 4, so a trailing zero survives the numeric column), a JSON number those of its
 * shortest form. `problem` says why it can't be stored, or is null.
 */
export interface SignalLevel {
  value: number;
  decimals: number;
  problem: string | null;
}

const LEVEL_TEXT = /^\d+(?:\.(\d+))?$/;

/**
 * Trailing zeros escape signalLevelProblem (1.123456780 is 1.12345678), so typed text is held
 * to the column's scale too; and levels travel as JS numbers, so digits a double can't hold are
 * refused rather than shown as others.
 */
function typedLevelProblem(label: string, typed: string, value: number, decimals: number) {
  if (decimals > SIGNAL_LEVEL_DECIMALS)
    return `${label} has at most ${SIGNAL_LEVEL_DECIMALS} decimals`;
  return signalLevelText(value, decimals) === typed.replace(/^0+(?=\d)/, '')
    ? null
    : `${label} has more digits than can be kept exactly`;
}

export function readSignalLevel(label: string, input: string | number): SignalLevel {
  if (typeof input === 'number') {
    return {
      value: input,
      decimals: decimalPlaces(input),
      problem: signalLevelProblem(label, input),
    };
  }
  const typed = LEVEL_TEXT.exec(input.trim());
  if (!typed) return { value: Number.NaN, decimals: 0, problem: `${label} must be a number` };
  const value = Number(typed[0]);
  const decimals = typed[1]?.length ?? 0;
  const problem =
    signalLevelProblem(label, value) ?? typedLevelProblem(label, typed[0], value, decimals);
  return { value, decimals, problem };
}

/**
 * A stored level written with its decimals: (1.092, 4) -> '1.0920', (0.00000001, 8) ->
 * '0.00000001'. Without decimals (signals posted before they were kept) its shortest form.
 */
export function signalLevelText(value: number, decimals: number | null): string {
  const shortest = value.toFixed(decimalPlaces(value));
  const [whole, fraction = ''] = shortest.split('.');
  if (decimals === null || decimals <= fraction.length) return shortest;
  return `${whole}.${fraction.padEnd(decimals, '0')}`;
}

/** The first signed number in a P&L text ('+3.2%', '-1.5 %', 'TP hit +40 pips' -> 3.2, -1.5, 40). */
export function parsePl(text: string): number | null {
  const match = /[-+−]?\s*\d+(?:[.,]\d+)?/.exec(text);
  if (!match) return null;
  const value = Number(match[0].replace(/\s+/g, '').replace('−', '-').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export interface ClosedSignal {
  analystId: string;
  analystName: string;
  pl: string;
  closedAt: Date;
}

export interface AnalystStats {
  analystId: string;
  analystName: string;
  trades: number;
  wins: number;
  /** Share of trades with a positive P&L, 0..1 (0 without trades). */
  winRate: number;
  cumulativePl: number;
  series: Array<{ at: string; cumulativePl: number }>;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Per-analyst trade count, win rate and cumulative P&L over time, from closed signals. */
export function analystStats(closed: readonly ClosedSignal[]): AnalystStats[] {
  const byAnalyst = new Map<string, ClosedSignal[]>();
  for (const signal of [...closed].sort((a, b) => a.closedAt.getTime() - b.closedAt.getTime())) {
    byAnalyst.set(signal.analystId, [...(byAnalyst.get(signal.analystId) ?? []), signal]);
  }
  return [...byAnalyst.values()].map((signals) => {
    let total = 0;
    let wins = 0;
    const series = signals.map((signal) => {
      const pl = parsePl(signal.pl) ?? 0;
      if (pl > 0) wins += 1;
      total += pl;
      return { at: signal.closedAt.toISOString(), cumulativePl: round(total) };
    });
    const first = signals[0]!;
    return {
      analystId: first.analystId,
      analystName: first.analystName,
      trades: signals.length,
      wins,
      winRate: signals.length ? wins / signals.length : 0,
      cumulativePl: round(total),
      series,
    };
  });
}
