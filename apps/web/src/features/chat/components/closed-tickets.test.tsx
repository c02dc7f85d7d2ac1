// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY, withRoles, type RoleKey } from '@bbt/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { viewer } from '../test/chat-data';
import { ChannelSidebar } from './channel-sidebar';

const copy = COPY.chat.closedTickets;
const closed = [
  {
    name: 'ticket07',
    number: 7,
    openerName: 'Olive Owner',
    closedAt: '2026-11-20T10:00:00.000Z',
    closedByName: 'Marcus Hale',
  },
  {
    name: 'ticket03',
    number: 3,
    openerName: 'Quinn Asker',
    closedAt: '2026-11-19T10:00:00.000Z',
    closedByName: null,
  },
];

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/** `tickets`: what the server answers this viewer (every closed one for staff, their own else). */
function renderSidebar(roles: RoleKey[], tickets = closed) {
  const api = installFakeFetch();
  api.on('GET', '/api/channels', () => ({ body: { channels: [] } }));
  api.on('GET', '/api/tickets/closed', ({ url }) => {
    const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
    return {
      body: { tickets: tickets.filter((t) => t.openerName.toLowerCase().includes(search)) },
    };
  });
  const onNavigate = vi.fn();
  const Providers = appProviders(testQueryClient());
  render(
    <Providers>
      <MemoryRouter initialEntries={['/app/general']}>
        <Routes>
          <Route
            path="/app/:slug"
            element={
              <>
                <ChannelSidebar
                  viewer={{ ...viewer, roles: withRoles(...roles) }}
                  onNavigate={onNavigate}
                  onOpenProfile={() => undefined}
                />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { api, onNavigate, user: userEvent.setup() };
}

describe('closed tickets', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are reached from the sidebar by ticket staff, searched, and opened read-only', async () => {
    const { api, onNavigate, user } = renderSidebar(['support']);
    await user.click(screen.getByRole('button', { name: copy.title }));
    const list = await screen.findByRole('list', { name: copy.title });
    expect(list.textContent).toContain('#ticket07');
    expect(list.textContent).toContain('Olive Owner');
    expect(list.textContent).toContain('by Marcus Hale');
    expect(list.textContent).toContain('#ticket03');

    await user.type(screen.getByRole('searchbox', { name: copy.search }), 'olive');
    await waitFor(() => expect(list.textContent).not.toContain('#ticket03'));
    expect(api.calls('GET', '/api/tickets/closed').at(-1)?.url).toContain('search=olive');

    await user.click(screen.getByRole('link', { name: '#ticket07' }));
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/app/ticket07');
    expect(onNavigate).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('are reopened from the list', async () => {
    const { api, user } = renderSidebar(['admin']);
    api.on('POST', '/api/tickets/ticket07/reopen', () => ({
      body: { ticket: { name: 'ticket07', number: 7, open: true } },
    }));
    await user.click(screen.getByRole('button', { name: copy.title }));
    await user.click(await screen.findByRole('button', { name: `${copy.reopen} #ticket07` }));
    await waitFor(() => expect(api.calls('POST', '/api/tickets/ticket07/reopen')).toHaveLength(1));
    expect(await screen.findByText(copy.reopened('ticket07'))).toBeTruthy();
  });

  it('offer a member their own closed tickets, read-only, once they have one (decision 0068)', async () => {
    const { user } = renderSidebar(['free_member'], [closed[0]!]);
    await user.click(await screen.findByRole('button', { name: copy.ownTitle }));
    const list = await screen.findByRole('list', { name: copy.title });
    expect(list.textContent).toContain('#ticket07');
    expect(screen.getByText(copy.ownDescription)).toBeTruthy();
    expect(screen.queryByRole('button', { name: `${copy.reopen} #ticket07` })).toBeNull();
    await user.click(screen.getByRole('link', { name: '#ticket07' }));
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/app/ticket07');
  });

  it('are not offered to a member who has none', async () => {
    const { api } = renderSidebar(['analyst', 'marketing', 'free_member'], []);
    await waitFor(() => expect(api.calls('GET', '/api/tickets/closed')).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET', '/api/channels')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: copy.ownTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: copy.title })).toBeNull();
  });
});
