import WebSocket from 'ws';

/** How long a socket gets to answer its close handshake before it is cut. */
const CLOSE_GRACE_MS = 3000;

/**
 * Closes every socket of a load and resolves once each is closed: a socket that does not answer
 * the close handshake within `CLOSE_GRACE_MS` (a server under load, or gone) is terminated.
 */
export async function closeSockets(sockets: readonly WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close();
          setTimeout(() => {
            socket.terminate();
            resolve();
          }, CLOSE_GRACE_MS).unref();
        }),
    ),
  );
}
