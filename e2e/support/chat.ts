import { channelLabel } from '@bbt/domain';
import type { Locator, Page, WebSocket } from 'playwright-core';
import { expect } from 'vitest';
import { expectVisible, literal } from './expectations';

/**
 * Locators and steps of the chat workspace (spec screen 13), by role, label and text.
 * Where the UI offers no accessible handle, the message's DOM id (`message-{id}`, the server's
 * message id, the same on every member's page) is used to follow one message across pages.
 */

/**
 * Counted from before the navigation: the page, its chunks and its first requests come first.
 * On a CI machine with one of its two cores at half speed for a while (29 Nov), two members'
 * pages opened in #general while another journey ran: the founder's socket connected after
 * its banner had shown, the premium member's not within 15 s, and the server refused neither.
 */
const SOCKET_TIMEOUT_MS = 30_000;

/** A regular expression matching exactly this text. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${literal(text)}$`);
}

/**
 * Resolves once the page's chat socket is accepted by the server (the Socket.IO CONNECT
 * answer, `40…`, arrives on the websocket). The server puts a socket in its channel rooms
 * before it accepts it, so from then on every broadcast reaches the page. Call before the
 * navigation that opens the socket.
 */
export function chatSocketConnected(page: Page, timeout = SOCKET_TIMEOUT_MS): Promise<void> {
  let onSocket: (socket: WebSocket) => void = () => undefined;
  const connected = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error(`The chat socket of ${page.url()} was not connected within ${timeout} ms`));
    }, timeout);
    onSocket = (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.startsWith('40') || text.startsWith('44')) {
          clearTimeout(timer);
          page.off('websocket', onSocket);
          if (text.startsWith('40')) resolve();
          else reject(new Error(`The server refused the chat socket: ${text}`));
        }
      });
    };
    page.on('websocket', onSocket);
  });
  // Awaited by the caller; this only keeps an early failure from being "unhandled".
  connected.catch(() => undefined);
  return connected;
}

/**
 * The accessible name of a channel's heading: '#' and the name the sidebar shows (read as
 * '# general chat'); the slug stays in the URL only.
 */
function channelName(slug: string): RegExp {
  return new RegExp(`^#\\s?${literal(channelLabel(slug))}$`);
}

/** The channel heading, '#' and its display name. */
export function channelHeading(page: Page, slug: string): Locator {
  return page.getByRole('heading', { level: 1, name: channelName(slug) });
}

/**
 * Opens /app/{slug} with a full navigation and waits for the channel heading and for the chat
 * socket to be connected (so live messages reach the page from then on).
 */
export async function openChannel(page: Page, slug: string): Promise<void> {
  const connected = chatSocketConnected(page);
  await page.goto(`/app/${slug}`);
  await expectVisible(channelHeading(page, slug), `the channel heading #${slug}`);
  await connected;
}

/**
 * The scrollable history of the open channel: the region named by the channel heading (the
 * one without the heading in it).
 */
export function messageList(page: Page, slug: string): Locator {
  return page
    .getByRole('region', { name: channelName(slug) })
    .filter({ hasNot: page.getByRole('heading', { level: 1 }) });
}

/**
 * Brings a message above the drawn rows into the page: the history is virtualised (decision
 * 0043), so only the rows near the view exist. Scrolls the history up a screen at a time until
 * the message is there.
 */
export async function scrollUpTo(page: Page, slug: string, message: Locator): Promise<void> {
  const history = messageList(page, slug);
  await expect
    .poll(
      async () => {
        if ((await message.count()) > 0) return true;
        await history.evaluate((el) => el.scrollBy(0, -el.clientHeight * 0.8));
        return false;
      },
      { timeout: 20_000, message: 'the message, scrolling up the history' },
    )
    .toBe(true);
}

/** The composer's text box ('Message' placeholder; named 'Message #' and the display name). */
export function composerInput(page: Page, slug: string): Locator {
  return page.getByRole('textbox', { name: `Message #${channelLabel(slug)}`, exact: true });
}

/** The composer form around the text box. */
export function composerForm(page: Page, slug: string): Locator {
  return page.locator('form', { has: composerInput(page, slug) });
}

/** A message whose own text (not a reply preview quoting it) is exactly `text`. */
export function messageWithText(page: Page, slug: string, text: string): Locator {
  return messageList(page, slug)
    .getByRole('listitem')
    .filter({ has: page.locator('p', { hasText: exactly(text) }) });
}

/** A message by its server id, on any member's page. */
export function messageById(page: Page, id: number): Locator {
  return page.locator(`li#message-${id}`);
}

/** Narrows a message locator to its stored state (acknowledged by the server, not sending). */
export function stored(page: Page, message: Locator): Locator {
  return message.and(page.locator('li[id^="message-"]:not([aria-busy="true"])'));
}

/** The server id of a stored message, from its DOM id. */
export async function messageId(message: Locator): Promise<number> {
  const id = await message.first().getAttribute('id');
  const match = /^message-(\d+)$/.exec(id ?? '');
  if (!match) throw new Error(`Not a stored message (id attribute: ${id})`);
  return Number(match[1]);
}

/**
 * Types `text` in the composer and presses Enter. Waits for the local echo, then for the
 * server's copy, and returns the stored message's id.
 */
export async function sendMessage(page: Page, slug: string, text: string): Promise<number> {
  const input = await expectVisible(composerInput(page, slug), `the composer of #${slug}`);
  await input.fill(text);
  await input.press('Enter');
  const message = messageWithText(page, slug, text);
  await expectVisible(message, `the local echo of "${text}"`, 5_000);
  const confirmed = stored(page, message);
  await expectVisible(confirmed, `"${text}" stored by the server`);
  return messageId(confirmed);
}

export type MessageAction =
  | 'Reply'
  | 'React'
  | 'Copy'
  | 'Edit'
  | 'Delete'
  | 'Reply in thread'
  | 'Pin'
  | 'Unpin'
  | 'Copy message link'
  | 'Who reacted'
  | 'Mark unread';

/** Hovers a message and clicks one button of its 'Message actions' toolbar. */
export async function messageAction(message: Locator, action: MessageAction): Promise<void> {
  const item = message.first();
  await item.scrollIntoViewIfNeeded();
  await item.hover();
  const button = item
    .getByRole('toolbar', { name: 'Message actions' })
    .getByRole('button', { name: action, exact: true });
  await expectVisible(button, `the ${action} action of the message`, 5_000);
  await button.click();
}

/** A reaction chip of a message ('{emoji} {count}'); any count unless given. */
export function reactionChip(message: Locator, emoji: string, count?: number): Locator {
  const number = count === undefined ? '\\d+' : String(count);
  return message.getByRole('button', { name: new RegExp(`^${literal(emoji)} ${number}$`) });
}

/** The emoji picker (spec screen 13: search box and close button). */
export function emojiPicker(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Emoji picker' });
}

/** The reply banner above the composer. */
export function replyBanner(page: Page, name: string): Locator {
  return page.getByText(`Replying to ${name}`, { exact: true });
}
