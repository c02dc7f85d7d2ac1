/** The baseline: a bare Socket.IO server that broadcasts every 'send' to everyone, nothing else. */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.argv[2] ?? 0);
const http = createServer();
const io = new Server(http, { serveClient: false });
io.on('connection', (socket) => {
  socket.on('send', (text: string) => io.emit('broadcast', text));
});
http.listen(port, '127.0.0.1', () => console.log('ready'));
