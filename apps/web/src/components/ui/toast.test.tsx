// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { COPY, LIMITS } from '@bbt/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';
import type { ToastApi } from './toast';

function renderToasts() {
  const api: { current: ToastApi | null } = { current: null };
  function Probe() {
    api.current = useToast();
    return null;
  }
  render(
    <ToastProvider>
      <Probe />
    </ToastProvider>,
  );
  const toasts = () =>
    within(screen.getByRole('list', { name: 'Notifications' })).queryAllByRole('listitem');
  return { toast: api.current!, toasts };
}

describe('ToastProvider', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('merges a toast identical to one on screen into it, with a count', () => {
    const { toast, toasts } = renderToasts();
    act(() => {
      toast.error('Network error');
      toast.error('Network error');
      toast.error('Network error');
    });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]!.textContent).toContain(`${COPY.toast.failureTitle} ×3`);
  });

  it('keeps different messages, and the same message of another kind, apart', () => {
    const { toast, toasts } = renderToasts();
    act(() => {
      toast.error('Network error');
      toast.error('Not allowed');
      toast.success('Network error');
    });
    expect(toasts()).toHaveLength(3);
    expect(toasts().some((t) => t.textContent?.includes('×'))).toBe(false);
  });

  it('counts the time on screen again from a repeat', () => {
    vi.useFakeTimers();
    const { toast, toasts } = renderToasts();
    act(() => toast.error('Network error'));
    act(() => vi.advanceTimersByTime(LIMITS.toastMs - 1000));
    act(() => toast.error('Network error'));
    act(() => vi.advanceTimersByTime(LIMITS.toastMs - 1000));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(toasts()).toHaveLength(0);
  });

  it('shows a message again once its toast has closed', () => {
    const { toast, toasts } = renderToasts();
    act(() => toast.error('Network error'));
    act(() => screen.getByRole('button', { name: COPY.toast.close }).click());
    act(() => toast.error('Network error'));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]!.textContent).not.toContain('×');
  });

  it('keeps a toast with an action until it is dismissed, and runs the action once', () => {
    vi.useFakeTimers();
    const { toast, toasts } = renderToasts();
    const onClick = vi.fn();
    act(() =>
      toast.error('The code is held', {
        action: { label: 'See your orders', onClick },
        persist: true,
      }),
    );
    act(() => vi.advanceTimersByTime(LIMITS.toastMs * 10));
    expect(toasts()).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'See your orders' }).click());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(toasts()).toHaveLength(0);
  });
});
