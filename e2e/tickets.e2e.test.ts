import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { COPY, type Ack, type CommandResult } from '@bbt/domain';
import { useJourney } from './support/browser';
import { composerInput, openChannel } from './support/chat';
import { connectChatSocket } from './support/chat-socket';
import { expectHidden, expectPath, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

// Ruling 5 (who reads a ticket; staff keep closed ones) and decision 0025 (the closed list and
// reopening).
const copy = COPY.chat.closedTickets;
const ACK_TIMEOUT_MS = 5_000;
const SCREENSHOTS = '/tmp/e2e-tickets';

describe('support tickets', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('list their readers only, and come back to the opener when staff reopen them', async () => {
    const opener = await personas.open('marketing');
    const support = await personas.open('support');
    const founder = await personas.open('founder');

    await openChannel(opener.page, 'ask');
    await opener.page.getByRole('button', { name: COPY.chat.openTicket }).click();
    await opener.page.waitForURL(/\/app\/ticket\d+$/);
    const slug = new URL(opener.page.url()).pathname.split('/').pop()!;

    // The member list of a ticket: its opener and the ticket staff, not the community.
    const members = opener.page.getByRole('complementary', { name: 'Member list' });
    await expectVisible(members.getByText(opener.name, { exact: true }), 'the opener listed');
    await expectVisible(members.getByText(support.name, { exact: true }), 'support listed');
    await expectHidden(members.getByText('Jamal Carter', { exact: true }), 'a premium member');

    const socket = await connectChatSocket(journey.baseURL, founder.cookies);
    const close = async () => {
      const ack: Ack<CommandResult> = await socket.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('command:run', { channel: slug, text: '/close' });
      expect(ack, '/close').toMatchObject({ ok: true });
    };
    try {
      await close();
      await expectHidden(
        opener.page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: slug }),
        "the closed ticket in the opener's sidebar",
      );
      // A closed ticket reads as closed to its opener (decision 0068): the transcript, who
      // closed it, a way to open a new one; no refusal, no error in the member list.
      await expectVisible(
        opener.page.getByRole('note').getByText(`This ticket was closed by ${founder.name} on`, {
          exact: false,
        }),
        'who closed the ticket',
      );
      await expectVisible(
        opener.page.getByRole('button', { name: copy.openNew }),
        'open a new ticket',
      );
      await expectHidden(composerInput(opener.page, slug), "the opener's composer");
      await expectVisible(
        members.getByText(opener.name, { exact: true }),
        'the opener still listed',
      );
      await expectHidden(members.getByRole('alert'), 'an error in the member list');
      await expectHidden(opener.page.getByText(COPY.chat.noPermission), 'a refusal');
      await mkdir(SCREENSHOTS, { recursive: true });
      await opener.page.screenshot({ path: `${SCREENSHOTS}/closed-ticket-opener.png` });
      await opener.page.getByRole('button', { name: copy.ownTitle }).click();
      const own = opener.page.getByRole('dialog', { name: copy.ownTitle });
      await own.getByRole('link', { name: `#${slug}` }).click();
      await expectPath(opener.page, `/app/${slug}`);
      await expectVisible(
        opener.page.getByText('opened this ticket', { exact: false }).first(),
        "the ticket's transcript",
      );

      await openChannel(support.page, 'general');
      await support.page.getByRole('button', { name: copy.title }).click();
      const dialog = support.page.getByRole('dialog', { name: copy.title });
      await dialog.getByRole('searchbox', { name: copy.search }).fill(opener.name);
      await dialog.getByRole('button', { name: `${copy.reopen} #${slug}` }).click();
      await expectVisible(support.page.getByText(copy.reopened(slug)), 'the reopened toast');
      await dialog.getByRole('button', { name: COPY.toast.close }).click();

      await expectVisible(
        opener.page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: slug }),
        "the reopened ticket in the opener's sidebar",
      );
      await opener.page.goto(`/app/${slug}`);
      await expectPath(opener.page, `/app/${slug}`);
      await expectVisible(composerInput(opener.page, slug), "the opener's composer");
      await expectVisible(
        opener.page.getByText(`This ticket was reopened by @${support.name.replace(/\s+/g, '')}.`),
        "the bot's line",
      );
    } finally {
      // Leave the shared server as other journeys expect it: the ticket closed again.
      await close();
      socket.close();
    }
  });
});
