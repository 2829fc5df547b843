/**
 * The limit beside the chat server: a bare `ws` relay doing the same job with nothing else — no
 * authentication, no database, no JSON. A socket opens `/?me=<n>&peer=<m>`; every text frame it
 * sends goes to the peer's socket and back to the sender (the server's acknowledgement copy), as
 * the chat server sends each stored message to both people.
 *
 *   node --import tsx bench/chat/bare-relay.ts   # prints "Bare relay listening at ws://…"
 */
import { WebSocket, WebSocketServer } from 'ws';

const sockets = new Map<string, WebSocket>();
const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });

server.on('connection', (socket, request) => {
  const query = new URL(request.url ?? '/', 'ws://relay').searchParams;
  const me = query.get('me') ?? '';
  const peer = query.get('peer') ?? '';
  sockets.set(me, socket);
  socket.on('message', (data, isBinary) => {
    const other = sockets.get(peer);
    if (other?.readyState === WebSocket.OPEN) other.send(data, { binary: isBinary });
    socket.send(data, { binary: isBinary });
  });
  socket.once('close', () => {
    if (sockets.get(me) === socket) sockets.delete(me);
  });
});

server.on('listening', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`Bare relay listening at ws://127.0.0.1:${port}`);
});

process.once('SIGTERM', () => {
  for (const socket of server.clients) socket.terminate();
  server.close(() => process.exit(0));
});
