/**
 * Entry and exit levels are stored as numeric(18,8): 8 decimals, 10 digits before the point.
 * A level with more decimals is refused rather than rounded, since a rounded level is not the
 * trade the analyst posted; so is one that would round to 0 or overflow the column.
 */
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
