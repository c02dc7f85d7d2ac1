// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY } from '@bbt/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import { SignInPanel } from './sign-in-panel';

const signedOut = { body: { user: null } };

function renderPanel(passwordSignIn: boolean) {
  const api = installFakeFetch();
  api.on('GET', '/api/auth-options', () => ({
    body: { providers: [], passwordSignIn, devPersonas: [] },
  }));
  api.on('GET', '/api/session', () => signedOut);
  const Providers = appProviders(testQueryClient());
  render(
    <MemoryRouter initialEntries={['/signin']}>
      <Providers>
        <SignInPanel />
      </Providers>
    </MemoryRouter>,
  );
  return { api, user: userEvent.setup() };
}

const passwordField = () => screen.getByLabelText(COPY.auth.passwordLabel) as HTMLInputElement;

describe('SignInPanel: the old app’s password (decision 0050)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers no password without the server’s say-so, and points to the mailed link', async () => {
    renderPanel(false);
    expect(await screen.findByText(COPY.auth.emailLinkImported)).toBeTruthy();
    expect(screen.queryByLabelText(COPY.auth.passwordLabel)).toBeNull();
  });

  it('says a refused pair under the password, and signs in with the right one', async () => {
    const { api, user } = renderPanel(true);
    const form = await screen.findByRole('region', { name: COPY.auth.passwordHeading });
    expect(screen.getByText(COPY.auth.emailLinkForgotten)).toBeTruthy();
    const email = form.querySelector('input[type="email"]') as HTMLInputElement;

    api.on('POST', '/api/auth/sign-in/email', () => ({
      status: 401,
      body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    }));
    await user.type(email, 'user1@test.com');
    await user.type(passwordField(), 'wrong');
    await user.click(screen.getByRole('button', { name: COPY.auth.passwordButton }));
    expect(await screen.findByText(COPY.auth.passwordWrong)).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');

    api.on('POST', '/api/auth/sign-in/email', () => ({ body: { redirect: false } }));
    api.on('GET', '/api/session', () => ({ body: { user: { id: 'u1', name: 'Test User 1' } } }));
    await user.clear(passwordField());
    await user.type(passwordField(), 'user1password');
    await user.click(screen.getByRole('button', { name: COPY.auth.passwordButton }));
    await waitFor(() => expect(screen.getByText('Test User 1')).toBeTruthy());
    expect(api.calls('POST', '/api/auth/sign-in/email').at(-1)?.body).toEqual({
      email: 'user1@test.com',
      password: 'user1password',
    });
  });
});
