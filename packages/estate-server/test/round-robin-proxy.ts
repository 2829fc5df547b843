import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** One request or WebSocket upgrade the proxy passed on, and the target (index) that took it. */
export interface Routed {
  method: string;
  url: string;
  target: number;
}

export interface RoundRobinProxy {
  /** `http://127.0.0.1:port`. */
  url: string;
  /** Every request and upgrade passed on, in order. */
  routed: Routed[];
  close(): Promise<void>;
}

/**
 * A load balancer as small as it gets: each request or WebSocket upgrade goes to the next target in
 * turn, with the forwarded headers a reverse proxy adds (`X-Forwarded-For` appended to, `-Proto`,
 * `-Host`), as nginx does in docs/deploy.md. `targets` is read at each request, so it may be
 * filled once the proxy listens (the instances are told its address). For the scale-out test only.
 */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  const routed: Routed[] = [];
  let next = 0;
  const pick = (method: string, url: string) => {
    const target = next++ % targets.length;
    routed.push({ method, url, target });
    return new URL(targets[target]!);
  };
  const forwarded = (request: http.IncomingMessage) => {
    const client = request.socket.remoteAddress ?? '';
    const before = request.headers['x-forwarded-for'];
    return {
      ...request.headers,
      'x-forwarded-for': before ? `${String(before)}, ${client}` : client,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': request.headers.host ?? '',
    };
  };

  const server = http.createServer((request, response) => {
    const target = pick(request.method ?? 'GET', request.url ?? '/');
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: forwarded(request) },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });

  server.on('upgrade', (request: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = pick('UPGRADE', request.url ?? '/');
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries(forwarded(request)).map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`);
      upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on('error', end);
    client.on('error', end);
  });

  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    routed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
