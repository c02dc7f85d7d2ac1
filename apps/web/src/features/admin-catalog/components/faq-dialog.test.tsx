// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { AdminFaq, FaqInput } from '../types';
import { FaqDialog } from './faq-dialog';

const saved: AdminFaq = { id: 7, header: 'Refunds?', description: 'Within 14 days.', position: 1 };

function renderDialog(faq: AdminFaq | null) {
  const api = installFakeFetch();
  const onClose = vi.fn();
  render(<FaqDialog faq={faq} onClose={onClose} />, {
    wrapper: appProviders(testQueryClient()),
  });
  return { api, onClose, user: userEvent.setup() };
}

const question = () => screen.getByRole('textbox', { name: /Question/ }) as HTMLInputElement;
const answer = () => screen.getByRole('textbox', { name: /Answer/ }) as HTMLTextAreaElement;

// The FAQ dialog runs the shared form-dialog flow (components/ui/use-dialog-form.ts).
describe('FaqDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the empty fields, focuses the first and sends nothing', async () => {
    const { api, onClose, user } = renderDialog(null);
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(question().getAttribute('aria-invalid')).toBe('true');
    expect(answer().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(question());
    expect(api.requests).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a new FAQ, says so and closes', async () => {
    const { api, onClose, user } = renderDialog(null);
    api.on('POST', '/api/admin/faqs', ({ body }) => ({
      status: 201,
      body: { faq: { ...(body as FaqInput), id: 8, position: 2 } },
    }));
    await user.type(question(), '  Shipping?  ');
    await user.type(answer(), 'Digital only.');
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.calls('POST', '/api/admin/faqs')[0]!.body).toEqual({
      header: 'Shipping?',
      description: 'Digital only.',
    });
    expect(screen.getByText('FAQ added')).toBeTruthy();
  });

  it('puts a duplicate question’s refusal under the question and stays open', async () => {
    const { api, onClose, user } = renderDialog(saved);
    const message = 'A FAQ with this question already exists.';
    api.on('PATCH', '/api/admin/faqs/7', () => ({
      status: 409,
      body: { error: { code: 'duplicate', message } },
    }));
    await user.clear(question());
    await user.type(question(), 'Shipping?');
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));

    await waitFor(() => expect(question().getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls('PATCH', '/api/admin/faqs/7')[0]!.body).toEqual({ header: 'Shipping?' });
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2); // toast + field
    expect(document.activeElement).toBe(question());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows any other refusal beside the fields', async () => {
    const { api, user } = renderDialog(saved);
    api.on('PATCH', '/api/admin/faqs/7', () => ({
      status: 503,
      body: { error: { code: 'unavailable', message: 'Try again in a minute.' } },
    }));
    await user.type(answer(), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent === 'Try again in a minute.'),
      ).toBe(true),
    );
    expect(question().getAttribute('aria-invalid')).toBeNull();
  });

  it('closes without a request when nothing changed', async () => {
    const { api, onClose, user } = renderDialog(saved);
    await user.click(screen.getByRole('button', { name: 'Save FAQ' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.requests).toEqual([]);
  });
});
