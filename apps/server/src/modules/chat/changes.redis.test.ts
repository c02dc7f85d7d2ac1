import type { ChatMessage } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { changeTargets, expectEveryChange, postTargets } from '../../test/channel-changes';
import { signInAs } from '../../test/test-app';
import { connectWithCookie, eventually } from '../../test/test-sockets';
import { twoInstances } from '../../test/two-instances';

const two = twoInstances();

describe("a channel's changes across two instances (decision 0056)", () => {
  it('gives a reader on one instance what was changed through the other while its socket was cut', async () => {
    const founder = await connectWithCookie(two.urlA, await signInAs(two.a.app, 'founder'));
    const readerCookie = await signInAs(two.b.app, 'free');
    const reader = await connectWithCookie(two.urlB, readerCookie);
    two.sockets.push(founder, reader);
    const targets = await postTargets(founder, 'general');
    const page = await two.b.app.inject({
      method: 'GET',
      url: '/api/channels/general/messages',
      headers: { cookie: readerCookie },
    });
    const seen = page.json<{ seq: number }>().seq;

    reader.disconnect();
    await changeTargets(founder, targets);
    reader.connect();
    await eventually(() => expect(reader.connected).toBe(true));

    const changes = await two.b.app.inject({
      method: 'GET',
      url: `/api/channels/general/changes?since=${seen}`,
      headers: { cookie: readerCookie },
    });
    expect(changes.statusCode).toBe(200);
    expectEveryChange(
      changes.json<{ tooFarBehind: boolean; seq: number; messages: ChatMessage[] }>(),
      targets,
      seen,
    );
  });
});
