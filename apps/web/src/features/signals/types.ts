/** A trade call, as GET /api/signals presents it. Closed signals carry position and P&L. */
import type { AnalystStats } from '@bbt/domain';

export type { AnalystStats };

export interface Signal {
  id: number;
  name: string;
  entry: number;
  exit: number;
  /** Expected profit, free text (a percentage such as '5' or '5%'). */
  profit: string;
  createdAt: string;
  analyst: { id: string; name: string };
  active: boolean;
  position: string | null;
  /** Realised P&L, free text ('+2.5%', '-1.2'). */
  pl: string | null;
  closedAt: string | null;
}

export interface SignalsRoom {
  /** Whether the member may see active signals (premium signals, staff). */
  canRead: boolean;
  /** Founder or analyst: add, close and delete. */
  canManage: boolean;
  /** Empty when canRead is false. */
  active: Signal[];
  history: Signal[];
  analysts: AnalystStats[];
}

export interface NewSignalInput {
  name: string;
  entry: number;
  exit: number;
  profit: string;
}

export interface CloseSignalInput {
  position: string;
  pl: string;
}
