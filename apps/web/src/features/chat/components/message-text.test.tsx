// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import type { MentionContext } from '../utils/text-segments';
import { MessageText } from './message-text';

const context: MentionContext = {
  memberKeys: new Set(),
  channelSlugs: new Set(['begginer', 'general']),
  myKey: 'ninaokafor',
  myRoles: new Set(),
};

describe('MessageText', () => {
  it('names a mentioned channel as the sidebar does, linking to its key', () => {
    render(
      <MemoryRouter>
        <MessageText
          text="new here? try #begginer"
          context={context}
          groups={{ roles: [], everyone: false }}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(link.textContent).toBe("#beginner's chat");
    expect(link.getAttribute('href')).toBe('/app/begginer');
  });
});
