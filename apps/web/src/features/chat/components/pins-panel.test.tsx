// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { serverMessage } from '../test/chat-data';
import { PinsButton } from './pins-panel';

describe('PinsButton', () => {
  it('quotes each pinned message as plain words, its spoilers still hidden', async () => {
    const api = installFakeFetch();
    const pinned = { at: '2026-01-01T13:00:00.000Z', byName: 'Ada' };
    api.on('GET', '/api/channels/general/pins', () => ({
      body: {
        messages: [
          serverMessage(3, { text: '**Long** $BTC at `64k`, target ||72k||', pinned }),
          serverMessage(2, { text: '> _quoted_ ~~old~~', pinned }),
        ],
      },
    }));
    const Providers = appProviders(testQueryClient());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <Providers>{children}</Providers>
      </MemoryRouter>
    );
    render(<PinsButton slug="general" canPin={false} onUnpin={() => undefined} />, { wrapper });

    fireEvent.click(await screen.findByRole('button', { name: 'Pinned messages 2' }));
    const items = screen.getByRole('list', { name: 'Pinned messages' }).querySelectorAll('li');
    const texts = [...items].map((item) => item.querySelector('p')?.textContent);
    expect(texts).toEqual(['Long $BTC at 64k, target (spoiler)', 'quoted old']);
    expect(screen.getByRole('dialog').textContent).not.toContain('72k');
  });
});
