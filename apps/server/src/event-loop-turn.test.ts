import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLoopTurn } from './event-loop-turn';

let server: ReturnType<typeof createServer>;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = createServer((socket) => sockets.push(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  server.close();
  await once(server, 'close');
});

async function connected() {
  const { port } = server.address() as AddressInfo;
  const accepted = once(server, 'connection');
  const client = connect(port, '127.0.0.1');
  sockets.push(client);
  const [socket] = (await accepted) as [Socket];
  return { client, socket };
}

describe('eventLoopTurn', () => {
  it('lets I/O that arrives during an I/O callback in before it resolves', async () => {
    const first = await connected();
    const second = await connected();
    const order: string[] = [];
    second.socket.on('data', () => order.push('the other socket read'));
    const turned = new Promise<void>((resolve) => {
      first.socket.once('data', () => {
        // In the poll phase: what arrives now is read at the next poll.
        second.client.write('hello');
        void eventLoopTurn().then(() => {
          order.push('turned');
          resolve();
        });
      });
    });

    first.client.write('hello');
    await turned;

    expect(order).toEqual(['the other socket read', 'turned']);
  });
});
