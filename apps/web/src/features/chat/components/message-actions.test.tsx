// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, MessageActions } from './message-actions';

function renderMessage() {
  const go: { to: (path: string) => void } = { to: () => {} };
  function Navigator() {
    const navigate = useNavigate();
    go.to = (path) => void navigate(path);
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/app/general']}>
      <Navigator />
      <ul>
        <li>
          <p>hello there</p>
          <MessageActions copied={false} onReply={() => {}} onCopy={() => {}} />
        </li>
      </ul>
    </MemoryRouter>,
  );
  const more = screen.getByRole('button', { name: 'More actions' });
  return { text: screen.getByText('hello there'), more, go };
}

const press = (el: Element, pointerType: string) =>
  fireEvent.pointerDown(el, { pointerType, clientX: 10, clientY: 10 });

describe('MessageActions', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens on a long press of the message on a touch screen', () => {
    vi.useFakeTimers();
    const { text, more } = renderMessage();
    press(text, 'touch');
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(more.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('does not open on a short tap, a finger that scrolls, or a held mouse button', () => {
    vi.useFakeTimers();
    const { text, more } = renderMessage();
    press(text, 'touch');
    fireEvent.pointerUp(text, { pointerType: 'touch' });
    press(text, 'touch');
    fireEvent.pointerMove(text, { pointerType: 'touch', clientX: 10, clientY: 60 });
    press(text, 'mouse');
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on navigation and on a tap elsewhere', () => {
    const { more, go } = renderMessage();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    act(() => go.to('/app/general?message=4'));
    expect(more.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });
});
