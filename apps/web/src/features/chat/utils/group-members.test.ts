import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITIES, type PresenceStatus } from '@bbt/domain';
import type { Member } from '../types';
import { groupMembers } from './group-members';

const member = (id: string, name: string, priority: Member['priority']): Member => ({
  id,
  name,
  image: null,
  priority,
  roles: [],
  isBot: false,
});

describe('groupMembers with presence', () => {
  it('lists who is around first within each priority group, then the offline, each by name', () => {
    const status: Record<string, PresenceStatus> = { zed: 'online', bo: 'idle', elena: 'offline' };
    const groups = groupMembers(
      [
        member('amy', 'amy', 7),
        member('zed', 'zed', 7),
        member('bo', 'Bo', 7),
        member('elena', 'Elena', 1),
        member('cy', 'Cy', 7),
      ],
      (m) => status[m.id] ?? 'offline',
    );
    expect(groups.map((g) => [g.label, g.present, g.members.map((m) => m.name)])).toEqual([
      ['Founder', 0, ['Elena']],
      ['Free Members', 2, ['Bo', 'zed', 'amy', 'Cy']],
    ]);
  });

  it('never puts an offline member above one who is around, nor moves anyone across groups', () => {
    const arbitraryMember = fc.record({
      id: fc.uuid(),
      name: fc.string({ minLength: 1, maxLength: 8 }),
      priority: fc.constantFrom(...PRIORITIES),
      status: fc.constantFrom<PresenceStatus>('online', 'idle', 'offline'),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryMember, { selector: (m) => m.id }), (rows) => {
        const statusOf = new Map(rows.map((r) => [r.id, r.status]));
        const groups = groupMembers(
          rows.map((r) => member(r.id, r.name, r.priority)),
          (m) => statusOf.get(m.id)!,
        );
        expect(groups.flatMap((g) => g.members)).toHaveLength(rows.length);
        for (const group of groups) {
          const around = group.members.map((m) => statusOf.get(m.id) !== 'offline');
          expect(around).toEqual([...around].sort((a, b) => Number(b) - Number(a)));
          expect(around.filter(Boolean)).toHaveLength(group.present);
          expect(group.members.every((m) => m.priority === group.priority)).toBe(true);
        }
      }),
    );
  });
});
