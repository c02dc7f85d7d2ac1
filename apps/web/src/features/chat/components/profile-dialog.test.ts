import { describe, expect, it } from 'vitest';
import { planLines, type ProfileSubject } from './profile-dialog';

const subject = (
  roles: ProfileSubject['roles'],
  plan?: ProfileSubject['plan'],
): ProfileSubject => ({
  id: 'nina',
  name: 'Nina',
  image: null,
  priority: 6,
  roles,
  isBot: false,
  plan,
});

describe('planLines', () => {
  const plan = { badgeTier: 2 as const, signalsUntil: '2026-12-02T10:00:00.000Z' };

  it("names one's badge tier and when premium signals end", () => {
    const lines = planLines(subject(['blue_badge_trader', 'premium_signals'], plan));
    expect(lines[0]).toBe('Blue Badge Trader, tier 2');
    expect(lines[1]).toMatch(/^Premium Signals until Dec 2, 2026/);
  });

  it('says nothing of what is not held, nor of other members', () => {
    expect(planLines(subject(['free_member'], plan))).toEqual([]);
    expect(planLines(subject(['blue_badge_trader', 'premium_signals']))).toEqual([]);
  });
});
