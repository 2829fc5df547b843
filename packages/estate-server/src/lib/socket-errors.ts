import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * Errors an open WebSocket reports because of what its client did: a frame over the size limit
 * (1009), a malformed or unmasked frame, bad UTF-8 (ws codes `WS_ERR_*`), or a connection cut
 * mid-frame. ws has already closed the socket with the right code.
 */
const CLIENT_FAULTS = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
export const isClientSocketFault = (error: Error & { code?: string }): boolean =>
  typeof error.code === 'string' && (error.code.startsWith('WS_ERR_') || CLIENT_FAULTS.has(error.code));

/**
 * The `errorHandler` of `@fastify/websocket`, whose default logs every socket error as a server
 * error: a client's fault is a warning, anything else stays an error. Either way the socket goes.
 */
export function socketErrorHandler(error: Error, socket: WebSocket, request: FastifyRequest): void {
  if (isClientSocketFault(error)) request.log.warn({ err: error }, 'chat socket closed: the client sent what it may not');
  else request.log.error({ err: error }, 'chat socket failed');
  socket.terminate();
}
