// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { ReactionChip } from './reaction-chip';

describe('ReactionChip', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names who reacted in a tooltip while focused or hovered, asking the server then', async () => {
    const api = installFakeFetch();
    api.on('GET', '/api/messages/42/reactions', () => ({
      body: {
        emoji: '🔥',
        count: 5,
        members: ['Ana', 'Bob', 'Cy', 'Di'].map((name) => ({ id: name, name })),
        more: 1,
      },
    }));
    render(
      <ReactionChip
        messageId={42}
        reaction={{ emoji: '🔥', count: 5, userIds: [] }}
        mine={false}
        disabled={false}
        onToggle={() => undefined}
      />,
      { wrapper: appProviders(testQueryClient()) },
    );
    const chip = screen.getByRole('button', { name: '🔥 5' });
    expect(api.requests).toHaveLength(0);
    fireEvent.focus(chip);
    const tooltip = await screen.findByText('Ana, Bob, Cy and 2 others reacted with 🔥');
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(chip.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(api.calls('GET', '/api/messages/42/reactions')[0]?.url).toContain(
      `emoji=${encodeURIComponent('🔥')}`,
    );
    fireEvent.keyDown(chip, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(chip.parentElement!);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.mouseLeave(chip.parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
