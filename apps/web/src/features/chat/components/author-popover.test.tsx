// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { AuthorPopover } from './author-popover';

const author = { id: 'u-ana', name: 'Ana Lima', image: null, priority: 3 as const, isBot: false };

function renderPopover() {
  const api = installFakeFetch();
  api.on('GET', '/api/members/u-ana', () => ({
    body: {
      ...author,
      roles: ['analyst', 'free_member'],
      joinedAt: '2025-03-11T10:00:00.000Z',
    },
  }));
  render(
    <div>
      <AuthorPopover author={author}>Ana Lima</AuthorPopover>
      <p>Elsewhere</p>
    </div>,
    { wrapper: appProviders(testQueryClient()) },
  );
  return { api, trigger: screen.getByRole('button', { name: 'Ana Lima' }) };
}

describe('AuthorPopover', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('holds no profile query while closed (the history has two buttons per message)', () => {
    const queryClient = testQueryClient();
    render(<AuthorPopover author={author}>Ana Lima</AuthorPopover>, {
      wrapper: appProviders(queryClient),
    });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['member-profile'] })).toEqual([]);
  });

  it("shows the author's roles and joined date, asked only when opened", async () => {
    const { api, trigger } = renderPopover();
    expect(api.calls('GET', '/api/members/u-ana')).toHaveLength(0);
    await userEvent.setup().click(trigger);
    const card = screen.getByRole('dialog', { name: 'Ana Lima' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Analyst')).toBeTruthy();
    expect(screen.getByText('Free Member')).toBeTruthy();
    expect(card.querySelector('time')?.textContent).toBe('11/3/2025');
    expect(document.activeElement).toBe(card);
  });

  it('closes on Escape with focus back on the name, and on a click outside', async () => {
    const { trigger } = renderPopover();
    const user = userEvent.setup();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
