import type { RoleFlags } from './roles';

/** Founder or analyst post, close and delete signals (spec section 6, ruling 7). */
export const canManageSignals = (roles: RoleFlags) => roles.founder || roles.analyst;

/** Active signals are what premium signals pays for; staff who post or run the room see them too. */
export const canReadActiveSignals = (roles: RoleFlags) =>
  roles.premium_signals || roles.founder || roles.admin || roles.analyst;

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
