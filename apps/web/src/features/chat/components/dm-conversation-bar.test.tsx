// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DM_COPY } from '@bbt/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { DmConversationBar } from './dm-conversation-bar';

const SLUG = 'dm-0123456789abcdef';
const person = (id: string, name: string, staff = false, looksLikeStaff = false) => ({
  id,
  name,
  image: null,
  staff,
  looksLikeStaff,
});

function renderBar(members: ReturnType<typeof person>[]) {
  const api = installFakeFetch();
  api.on('GET', `/api/conversations/${SLUG}`, () => ({
    body: { conversation: { name: SLUG, label: 'x', write: true, members } },
  }));
  api.on('GET', '/api/direct-messages/settings', () => ({
    body: { privacy: 'everyone', blocked: [] },
  }));
  const Providers = appProviders(testQueryClient());
  render(
    <Providers>
      <MemoryRouter>
        <DmConversationBar slug={SLUG} viewerId="me" />
      </MemoryRouter>
    </Providers>,
  );
  return { api, user: userEvent.setup() };
}

describe('the conversation bar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks staff and warns about a member whose name reads as staff', async () => {
    renderBar([
      person('me', 'Nina Okafor'),
      person('s', 'Tom Becker', true),
      person('f', 'T0m Beck3r', false, true),
    ]);
    const people = await screen.findByRole('list', { name: 'In this conversation' });
    expect(people.textContent).toContain(`Tom Becker${DM_COPY.staffMark}`);
    expect(people.textContent).not.toContain('Nina Okafor');
    expect(screen.getByRole('alert').textContent).toBe(DM_COPY.impersonationWarning('T0m Beck3r'));
    // Staff can't be blocked; the look-alike can.
    expect(screen.queryByRole('button', { name: 'Block Tom Becker' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Block T0m Beck3r' })).toBeTruthy();
  });

  it('blocks after asking, and shows no warning among members who are who they say', async () => {
    const { api, user } = renderBar([person('me', 'Nina Okafor'), person('b', 'Bo Trader')]);
    let blocked = '';
    api.on('PUT', '/api/direct-messages/blocks/b', ({ url }) => {
      blocked = url;
      return { body: { privacy: 'everyone', blocked: [{ id: 'b', name: 'Bo Trader' }] } };
    });
    await user.click(await screen.findByRole('button', { name: 'Block Bo Trader' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(blocked).toBe('/api/direct-messages/blocks/b'));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
  });
});
