import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../src/app.js';
import { chatUrl, listen, type ChatSocket } from './chat-client.js';
import { buildTestApp, makeUser, type TestUser } from './helper.js';
import { socketsClosedAfterEach } from './two-processes.js';

/** Three members on one app: Amina (a buyer), Baraka (an agent) and Chebet, who is in none of Amina and Baraka's talk. */
export interface ChatWorld {
  app: App;
  amina: TestUser;
  baraka: TestUser;
  chebet: TestUser;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * The setup of the chat test files of issue 27: an app listening for sockets, the three members,
 * `connect` (a chat socket closed after each test) and `call` (an API call as a member).
 */
export function chatWorld() {
  const world = {} as ChatWorld;
  let origin = '';
  beforeAll(async () => {
    world.app = await buildTestApp();
    world.amina = await makeUser(world.app, { username: 'amina', first_name: 'Amina', last_name: 'Njeri' });
    world.baraka = await makeUser(world.app, { username: 'baraka', first_name: 'Baraka', last_name: 'Otieno', role: 'agent' });
    world.chebet = await makeUser(world.app, { username: 'chebet', first_name: 'Chebet', last_name: 'Kiprop' });
    origin = await listen(world.app);
  });
  afterAll(() => world.app.close());

  const open = socketsClosedAfterEach();
  const connect = (user: TestUser, partner: string) => open(chatUrl(origin, partner, user.access));
  const call = (user: TestUser | undefined, method: Method, url: string, payload?: object) =>
    world.app.inject({ method, url: `/api/v1${url}`, headers: user?.headers, ...(payload === undefined ? {} : { payload }) });
  /** Sends a text and answers the sender's acknowledgement (and the partner's copy, when their socket is given). */
  const say = async (from: ChatSocket, frame: Record<string, unknown>, to?: ChatSocket) => {
    from.send(frame);
    const [ack] = await Promise.all([from.next(), to?.next()]);
    expect(ack!.error).toBeUndefined();
    return ack!;
  };
  /** Nothing more has come to `socket`: a marker message from `from` is the next frame it gets (and the next `from` gets). */
  const expectQuiet = async (socket: ChatSocket, from: ChatSocket, text = `marker ${Date.now()}`) => {
    from.send({ message: text });
    expect(await socket.next()).toMatchObject({ message: text });
    if (from !== socket) expect(await from.next()).toMatchObject({ message: text });
  };
  return { world, connect, call, say, expectQuiet };
}
