import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@bbt/domain';
import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { messageById, openChannel, reactionChip } from './support/chat';
import { connectChatSocket, type RawChatSocket } from './support/chat-socket';
import { expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

// Decision 0056: what changed while a member's socket was cut, with the page still online.
const SLUG = 'general';
const ACK_TIMEOUT_MS = 5_000;
/** Socket.IO's reconnection delay (up to 5 s) plus the catch-up. */
const BACK_WITHIN_MS = 15_000;

function unique(text: string): string {
  return `${text} [${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}]`;
}

async function acknowledged(
  pending: Promise<{ ok: true; data: ChatMessage } | { ok: false; error: { message: string } }>,
): Promise<ChatMessage> {
  const ack = await pending;
  if (!ack.ok) throw new Error(`refused: ${ack.error.message}`);
  return ack.data;
}

const send = (founder: RawChatSocket, text: string) =>
  acknowledged(
    founder.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('message:send', { channel: SLUG, clientId: randomUUID(), text }),
  );

describe('a member whose chat socket was cut', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('sees an edit, a delete and a reaction made meanwhile once reconnected, without a reload', async () => {
    const premium = await personas.open('premium');
    const founderSession = await personas.open('founder');
    // The page stays online; only its chat socket is cut (as a proxy timeout would): while
    // `cut`, every new websocket of the page is closed at once.
    let cut = false;
    const open = new Set<WebSocketRoute>();
    await premium.page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (cut) return void ws.close();
      open.add(ws);
      ws.connectToServer();
    });
    await openChannel(premium.page, SLUG);
    const founder = await connectChatSocket(journey.baseURL, founderSession.cookies);
    try {
      const toEdit = await send(founder, unique('Entry at 100'));
      const toDelete = await send(founder, unique('A message to delete'));
      const toReact = await send(founder, unique('React to this'));
      await expectVisible(messageById(premium.page, toReact.id), 'the last message, live');

      cut = true;
      for (const ws of open) await ws.close();
      await expectVisible(
        premium.page.getByRole('status').filter({ hasText: 'Reconnecting…' }),
        'the Reconnecting… banner',
      );
      const edited = unique('Entry at 101');
      const io = founder.socket.timeout(ACK_TIMEOUT_MS);
      await acknowledged(io.emitWithAck('message:edit', { id: toEdit.id, text: edited }));
      await acknowledged(io.emitWithAck('message:delete', { id: toDelete.id }));
      await acknowledged(io.emitWithAck('reaction:toggle', { messageId: toReact.id, emoji: '🔥' }));
      // Nothing reached the page while cut.
      await expect(messageById(premium.page, toEdit.id).textContent()).resolves.toContain(
        toEdit.text,
      );

      cut = false;
      await expectVisible(
        messageById(premium.page, toEdit.id).filter({ hasText: edited }),
        'the edit made while cut',
        BACK_WITHIN_MS,
      );
      await expectVisible(
        messageById(premium.page, toDelete.id).filter({ hasText: 'This message was deleted' }),
        'the delete made while cut',
      );
      await expectVisible(
        reactionChip(messageById(premium.page, toReact.id), '🔥', 1),
        'the reaction made while cut',
      );
      expect(premium.pageErrors).toEqual([]);
    } finally {
      founder.close();
    }
  });
});
