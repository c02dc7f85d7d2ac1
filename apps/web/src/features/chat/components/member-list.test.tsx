// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MEMBER_LIST, PRIORITY_LABELS, type Priority } from '@bbt/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, type SeenRequest } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { ListedMember, Member } from '../types';
import { MemberList } from './member-list';

const member = (id: string, name: string, priority: Member['priority']): Member => ({
  id,
  name,
  image: null,
  priority,
  roles: [],
  isBot: false,
});

/** A community of 5,003: the founder, two staff, then 5,000 free members named by number. */
const GROUPS: { priority: Priority; members: number }[] = [
  { priority: 1, members: 1 },
  { priority: 4, members: 2 },
  { priority: 7, members: 5000 },
];
const TOTAL = 5003;
function memberAtPosition(position: number): ListedMember {
  if (position === 0) return { ...member('u-fo', 'Faye Founder', 1), status: 'online' };
  if (position < 3)
    return { ...member(`u-s${position}`, `Staff ${position}`, 4), status: 'offline' };
  const n = String(position - 3).padStart(4, '0');
  return { ...member(`u-${n}`, `Free ${n}`, 7), status: 'offline' };
}
let start = 0;
const groups = GROUPS.map((g) => {
  const group = { ...g, label: PRIORITY_LABELS[g.priority], present: 0, start };
  start += g.members;
  return group;
});

function rangeAnswer(request: SeenRequest) {
  const query = new URL(request.url, 'http://x').searchParams;
  const offset = Number(query.get('offset'));
  const limit = Number(query.get('limit'));
  const members = [];
  for (let p = offset; p < Math.min(offset + limit, TOTAL); p++) members.push(memberAtPosition(p));
  return { body: { total: TOTAL, groups, offset, members } };
}

const DM = 'dm-0123456789abcdef';

function renderList(slug: string) {
  const api = installFakeFetch();
  api.on('GET', '/api/members', rangeAnswer);
  api.on('GET', '/api/tickets/ticket03/members', () => ({
    body: { members: [member('u-owen', 'Owen Opener', 7), member('u-sam', 'Sam Support', 4)] },
  }));
  api.on('GET', `/api/conversations/${DM}`, () => ({
    body: {
      conversation: {
        name: DM,
        label: 'Dora Direct',
        write: true,
        members: [
          { ...member('u-ada', 'Ada Self', 7), staff: false, looksLikeStaff: false },
          { ...member('u-dora', 'Dora Direct', 6), staff: false, looksLikeStaff: false },
        ],
      },
    },
  }));
  const Providers = appProviders(testQueryClient());
  render(
    <Providers>
      <MemberList slug={slug} onOpenMember={() => {}} />
    </Providers>,
  );
  return api;
}

/** The member panel's scroller: the one element happy-dom is told the height of. */
const PANEL = '[role="region"][aria-label="Members"]';
const PANEL_PX = 600;

/**
 * happy-dom lays nothing out: every element is 0 px high, and the virtualised panel would think
 * it has room for no row. Its scroller gets a screen's height and keeps the scroll position it
 * is given (happy-dom would hold it at 0, nothing being taller than it).
 */
function giveThePanelAScreen() {
  const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
  const positions = new WeakMap<Element, number>();
  Object.defineProperties(HTMLElement.prototype, {
    clientHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return this.matches(PANEL) ? PANEL_PX : 0;
      },
    },
    scrollTop: {
      configurable: true,
      get(this: HTMLElement) {
        return this.matches(PANEL) ? (positions.get(this) ?? 0) : scrollTop.get!.call(this);
      },
      set(this: HTMLElement, value: number) {
        if (this.matches(PANEL)) positions.set(this, value);
        else scrollTop.set!.call(this, value);
      },
    },
  });
  return () => {
    for (const property of ['clientHeight', 'scrollTop'])
      Reflect.deleteProperty(HTMLElement.prototype, property);
  };
}

describe('MemberList', () => {
  let restore: () => void;
  beforeAll(() => {
    restore = giveThePanelAScreen();
  });
  afterAll(() => restore());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the founder and the staff first, with every group's true count, from one range", async () => {
    const api = renderList('general');
    expect(await screen.findByText('Faye Founder')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Founder — 1', 'Staff — 2']);
    expect(screen.getByText('Staff 1')).toBeTruthy();
    // Only the rows in view are drawn.
    expect(screen.getAllByRole('button').length).toBeLessThan(40);
    expect(api.calls('GET', '/api/members').map((r) => r.url)).toEqual([
      `/api/members?offset=0&limit=${MEMBER_LIST.rangeSize}`,
    ]);
  });

  it('asks for the range the panel scrolls to, and only that one', async () => {
    const api = renderList('general');
    const panel = await screen.findByRole('region', { name: 'Members' });
    expect(await screen.findByText('Faye Founder')).toBeTruthy();
    // Row 4,000 (three headers above the free members' 3,997th): 44 px a member row.
    await act(async () => {
      panel.scrollTop = 4000 * 44;
      fireEvent.scroll(panel);
    });
    expect(await screen.findByText('Free 3994')).toBeTruthy();
    const offsets = api
      .calls('GET', '/api/members')
      .map((r) => new URL(r.url, 'http://x').searchParams.get('offset'));
    expect(offsets).toContain('3900');
    expect(offsets.length).toBeLessThanOrEqual(3);
  });

  it("lists only a ticket's readers in the ticket (ruling 5)", async () => {
    const api = renderList('ticket03');
    expect(await screen.findByText('Owen Opener')).toBeTruthy();
    expect(screen.getByText('Sam Support')).toBeTruthy();
    expect(screen.queryByText('Faye Founder')).toBeNull();
    expect(api.calls('GET', '/api/members')).toEqual([]);
  });

  it("lists only a conversation's members in the conversation (decision 0066)", async () => {
    const api = renderList(DM);
    expect(await screen.findByText('Dora Direct')).toBeTruthy();
    expect(screen.getByText('Ada Self')).toBeTruthy();
    expect(screen.getByRole('heading', { name: `${PRIORITY_LABELS[6]} — 1` })).toBeTruthy();
    expect(screen.queryByText('Faye Founder')).toBeNull();
    expect(api.calls('GET', '/api/members')).toEqual([]);
  });
});
