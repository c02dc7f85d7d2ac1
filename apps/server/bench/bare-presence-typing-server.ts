/**
 * The baseline of the presence benchmark: bare Socket.IO doing the same emits as the chat with
 * none of its work (no session, no access check, no store). A 'typing' goes to every other
 * socket; a 'presence:set' is noted and the changes go to everyone in one batch a second.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.argv[2] ?? 0);
const http = createServer();
const io = new Server(http, { serveClient: false });
const changed = new Map<string, string>();
io.on('connection', (socket) => {
  socket.on('typing', (input: { channel: string; typing: boolean }, ack?: () => void) => {
    socket.broadcast.emit('typing', {
      channel: input.channel,
      threadId: null,
      userId: socket.id,
      name: 'Bench typist',
      typing: input.typing,
    });
    ack?.();
  });
  socket.on('presence:set', (input: { status: string }, ack?: () => void) => {
    changed.set(socket.id, input.status);
    ack?.();
  });
});
setInterval(() => {
  if (changed.size === 0) return;
  io.emit(
    'presence:changed',
    [...changed].map(([userId, status]) => ({ userId, status })),
  );
  changed.clear();
}, 1_000);
http.listen(port, '127.0.0.1', () => console.log('ready'));
