// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY, withRoles } from '@bbt/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appProviders, testQueryClient } from '../../../test/render';
import type { ChatViewer } from '../types';
import { FIRST_CHAT_VISIT_KEY, InterestsDialog } from './interests-dialog';

const viewer: ChatViewer = {
  id: 'new-member',
  name: 'New Member',
  image: null,
  roles: withRoles('free_member'),
  priority: 7,
  banUntil: new Date(0).toISOString(),
  muteUntil: new Date(0).toISOString(),
  badgeTier: null,
  signalsUntil: new Date(0).toISOString(),
};

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderOnIntro() {
  const Providers = appProviders(testQueryClient());
  render(
    <Providers>
      <MemoryRouter initialEntries={['/app/intro']}>
        <Routes>
          <Route
            path="/app/:slug"
            element={
              <>
                <InterestsDialog viewer={viewer} onClaimed={() => undefined} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('InterestsDialog', () => {
  it('leads a newcomer on into #general, once', async () => {
    renderOnIntro();
    await userEvent.click(screen.getByRole('button', { name: COPY.chat.interestsDone }));
    expect(screen.getByLabelText('path').textContent).toBe('/app/general');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(FIRST_CHAT_VISIT_KEY)).toBe('true');
  });

  it('leaves the member where they are when closed', async () => {
    renderOnIntro();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('path').textContent).toBe('/app/intro');
  });
});
