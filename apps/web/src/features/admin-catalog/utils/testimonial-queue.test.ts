import { describe, expect, it } from 'vitest';
import type { AdminTestimonial, TestimonialQueue } from '../types';
import { applyDisplayChange, applyRemoval, matchesStatus, statusLabel } from './testimonial-queue';

const make = (id: number, display: boolean, day: number): AdminTestimonial => ({
  id,
  name: `Member ${id}`,
  description: 'Great course',
  rating: 4.5,
  display,
  createdAt: `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  userId: null,
});

const a = make(1, false, 10);
const b = make(2, false, 12);
const c = make(3, true, 11);

describe('matchesStatus', () => {
  it('sorts testimonials into pending and shown', () => {
    expect(matchesStatus(a, 'pending')).toBe(true);
    expect(matchesStatus(a, 'shown')).toBe(false);
    expect(matchesStatus(c, 'shown')).toBe(true);
    expect(matchesStatus(c, 'pending')).toBe(false);
    expect(matchesStatus(a, 'all')).toBe(true);
  });
});

describe('applyDisplayChange', () => {
  const pending: TestimonialQueue = { testimonials: [b, a], counts: { pending: 2, shown: 1 } };
  const shown: TestimonialQueue = { testimonials: [c], counts: { pending: 2, shown: 1 } };
  const all: TestimonialQueue = { testimonials: [b, c, a], counts: { pending: 2, shown: 1 } };

  it('takes an approved card out of the pending queue and moves the counts', () => {
    expect(applyDisplayChange(pending, 'pending', b, true)).toEqual({
      testimonials: [a],
      counts: { pending: 1, shown: 2 },
    });
  });

  it('puts an approved card in the shown list, newest first', () => {
    const next = applyDisplayChange(shown, 'shown', b, true);
    expect(next.testimonials.map((t) => [t.id, t.display])).toEqual([
      [2, true],
      [3, true],
    ]);
  });

  it('updates a card in place in All', () => {
    const next = applyDisplayChange(all, 'all', c, false);
    expect(next.testimonials.map((t) => [t.id, t.display])).toEqual([
      [2, false],
      [3, false],
      [1, false],
    ]);
    expect(next.counts).toEqual({ pending: 3, shown: 0 });
  });

  it('leaves the counts alone when the display did not change', () => {
    expect(applyDisplayChange(shown, 'shown', c, true).counts).toEqual({ pending: 2, shown: 1 });
  });
});

describe('applyRemoval', () => {
  it('drops the card and its count', () => {
    const queue: TestimonialQueue = { testimonials: [b, c, a], counts: { pending: 2, shown: 1 } };
    expect(applyRemoval(queue, c)).toEqual({
      testimonials: [b, a],
      counts: { pending: 2, shown: 0 },
    });
  });
});

describe('statusLabel', () => {
  it('adds the counts, All being both', () => {
    const counts = { pending: 3, shown: 7 };
    expect(statusLabel('pending', counts)).toBe('Pending (3)');
    expect(statusLabel('shown', counts)).toBe('Shown (7)');
    expect(statusLabel('all', counts)).toBe('All (10)');
    expect(statusLabel('pending', undefined)).toBe('Pending');
  });
});
