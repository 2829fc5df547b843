import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../db/connect.js';
import type { Realtime } from '../plugins/realtime.js';
import { unreadCount, type EventFrame } from './notifications.js';

export interface EventsSessionDeps {
  db: Db;
  realtime: Realtime;
  log: FastifyBaseLogger;
}

/**
 * Serves one open events socket of a signed-in user: it joins the user's `events` deliveries (new
 * notifications, all read) and is told the unread count at once, so a client that reconnects after
 * a drop shows the right count even if it missed frames meanwhile. The socket only listens: frames
 * the client sends are ignored. Heartbeats are the realtime plugin's, as for chat sockets.
 */
export function serveEventsSocket(socket: WebSocket, userId: number, deps: EventsSessionDeps): void {
  deps.realtime.join(userId, socket, 'events');
  unreadCount(deps.db, userId).then(
    (unread) => {
      const frame: EventFrame = { type: 'ready', unread };
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    },
    (error: unknown) => deps.log.warn({ err: error }, 'the unread count could not be loaded'),
  );
}
