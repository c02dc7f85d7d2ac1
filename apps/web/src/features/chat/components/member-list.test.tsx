// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { Member } from '../types';
import { MemberList } from './member-list';

const member = (id: string, name: string, priority: Member['priority']): Member => ({
  id,
  name,
  image: null,
  priority,
  roles: [],
  isBot: false,
});
const community = [
  member('u-owen', 'Owen Opener', 7),
  member('u-sam', 'Sam Support', 4),
  member('u-fay', 'Fay Free', 7),
];

function renderList(slug: string) {
  const api = installFakeFetch();
  api.on('GET', '/api/members', () => ({ body: { members: community } }));
  api.on('GET', '/api/tickets/ticket03/members', () => ({
    body: { members: [community[0], community[1]] },
  }));
  const Providers = appProviders(testQueryClient());
  render(
    <Providers>
      <MemberList slug={slug} onOpenMember={() => {}} />
    </Providers>,
  );
  return api;
}

describe('MemberList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the whole community in a channel', async () => {
    renderList('general');
    expect(await screen.findByText('Fay Free')).toBeTruthy();
    expect(screen.getByText('Owen Opener')).toBeTruthy();
  });

  it("lists only a ticket's readers in the ticket (ruling 5)", async () => {
    const api = renderList('ticket03');
    expect(await screen.findByText('Owen Opener')).toBeTruthy();
    expect(screen.getByText('Sam Support')).toBeTruthy();
    expect(screen.queryByText('Fay Free')).toBeNull();
    expect(api.calls('GET', '/api/members')).toEqual([]);
  });
});
