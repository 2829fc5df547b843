/** A server that accepts connections and never answers: the one stand-in the timeout tests need, since our own server always answers. */
import { createServer, type Socket } from 'node:net';

export interface SilentServer {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** Resolves once the next request's connection is open (so what happens next is the wait for its answer). */
  nextConnection(): Promise<void>;
  /** Drops every open connection, as a server that went away, and stops listening. */
  close(): Promise<void>;
}

export async function startSilentServer(): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  let onConnection: (() => void) | undefined;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    onConnection?.();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    nextConnection: () => new Promise<void>((resolve) => (onConnection = resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
