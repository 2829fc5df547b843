import type { WebSocket as NodeWebSocket } from 'ws';

/**
 * A subclass of the given `ws` WebSocket that remembers every socket it opened, so a test can drop
 * one or read its URL. The class is passed in because jsdom tests must load Node's `ws` themselves.
 */
export function trackedWebSocket(Base: typeof NodeWebSocket): { WebSocket: new (url: string) => NodeWebSocket; opened: NodeWebSocket[] } {
  const opened: NodeWebSocket[] = [];
  class Tracked extends Base {
    constructor(url: string) {
      super(url);
      opened.push(this);
    }
  }
  return { WebSocket: Tracked, opened };
}
