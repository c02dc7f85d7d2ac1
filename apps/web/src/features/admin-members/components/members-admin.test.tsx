// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, installFakeFetch, type SeenRequest } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { MembersPage, MemberSummary } from '../types';
import { MEMBERS_PAGE_SIZE, MembersAdmin } from './members-admin';

const summary = (n: number): MemberSummary => ({
  id: `m-${n}`,
  name: `Ava Tanaka ${String(n).padStart(3, '0')}`,
  email: `ava-${n}@example.org`,
  image: null,
  roles: ['free_member'],
  credits: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  restriction: null,
});

/**
 * What the server answers for `matches` members matching the search (decision 0074): a full
 * page with more after it is not counted; a page the matches end on is.
 */
function searchReply(matches: number, request: SeenRequest): { body: MembersPage } {
  const query = new URL(request.url, 'http://localhost').searchParams;
  const offset = Number(query.get('offset'));
  const limit = Number(query.get('limit'));
  const members = Array.from({ length: Math.max(0, Math.min(limit, matches - offset)) }, (_, i) =>
    summary(offset + i + 1),
  );
  const hasMore = offset + limit < matches;
  return { body: { members, total: hasMore ? null : matches, hasMore } };
}

function renderSearch(matches: number) {
  const api = installFakeFetch();
  api.on('GET', '/api/admin/members', (request) => searchReply(matches, request));
  const Providers = appProviders(testQueryClient());
  render(
    <MemoryRouter initialEntries={['/admin/members?q=tanaka']}>
      <Providers>
        <MembersAdmin memberHref={(id) => `/admin/members/${id}`} />
      </Providers>
    </MemoryRouter>,
  );
  return { api, user: userEvent.setup() };
}

const pager = () => screen.getByRole('navigation', { name: 'Members pages' });
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const total = async (text: string) =>
  expect((await screen.findByText(text, { selector: 'strong' })).parentElement?.textContent).toBe(
    `${text} members matching “tanaka”`,
  );

describe('MembersAdmin: a search at the page boundary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(`says exactly how many when the ${MEMBERS_PAGE_SIZE} matches end on the first page`, async () => {
    renderSearch(MEMBERS_PAGE_SIZE);
    await total(String(MEMBERS_PAGE_SIZE));
    expect(rows()).toHaveLength(MEMBERS_PAGE_SIZE);
    expect(within(pager()).getByText(`Showing 1–25 of ${MEMBERS_PAGE_SIZE}`)).toBeTruthy();
    expect(within(pager()).queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('says "25+" with a Next page at one more match, and counts them on the last page', async () => {
    const { api, user } = renderSearch(MEMBERS_PAGE_SIZE + 1);
    await total(`${MEMBERS_PAGE_SIZE}+`);
    expect(within(pager()).getByText(`Showing 1–25 of ${MEMBERS_PAGE_SIZE}+`)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('25+ members matching “tanaka”');

    const secondPage = deferredReply();
    api.on('GET', '/api/admin/members', () => secondPage.reply);
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(api.calls('GET', '/api/admin/members')).toHaveLength(2));
    expect(api.calls('GET', '/api/admin/members')[1]?.url).toContain('offset=25');
    // The first page stays on screen while the second loads, and so does what it said.
    await total(`${MEMBERS_PAGE_SIZE}+`);
    expect(within(pager()).getByText(`Showing 1–25 of ${MEMBERS_PAGE_SIZE}+`)).toBeTruthy();

    const [, second] = api.calls('GET', '/api/admin/members');
    secondPage.answer(searchReply(MEMBERS_PAGE_SIZE + 1, second!));
    await total(String(MEMBERS_PAGE_SIZE + 1));
    expect(rows().map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Ava Tanaka 026',
    ]);
    expect(within(pager()).getByText('Showing 26–26 of 26')).toBeTruthy();
    expect(within(pager()).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(pager()).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});
