// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { BOT_NOTICES, COPY, formatDateTime } from '@bbt/domain';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BanScreen } from './ban-screen';
import { ComposerNotice } from './composer-notice';

// Decision 0068: one date format, the domain's, for the bot's notices and the member's own.
const until = new Date('2026-12-03T09:05:00.000Z');

describe('the end of a ban or mute', () => {
  it('reads in the format of the bot notice that announced it', () => {
    render(
      <MemoryRouter>
        <BanScreen until={until} />
      </MemoryRouter>,
    );
    expect(screen.getByText(COPY.chat.accessEnds(formatDateTime(until)))).toBeTruthy();
    render(<ComposerNotice kind="muted" until={until} />);
    expect(screen.getByRole('note').textContent).toContain(formatDateTime(until));
    // The bot's copy is the same format, written once for every reader, so in UTC.
    expect(BOT_NOTICES.banned('Nina', until)).toContain(formatDateTime(until, 'UTC'));
  });
});
