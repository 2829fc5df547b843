import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { chatUrl, ChatSocket, listen } from './chat-client.js';
import { buildTestApp, capturedLog, makeUser, type TestUser } from './helper.js';

const MAX_IMAGE_BYTES = 16 * 1024;

/** A frame over the size limit is the client's fault: a warning, never a logged server error. */
describe('an oversized chat frame', () => {
  let app: App;
  let origin: string;
  let amina: TestUser;
  const log = capturedLog('warn');

  beforeAll(async () => {
    app = await buildTestApp({ maxImageBytes: MAX_IMAGE_BYTES }, { logger: log.logger });
    amina = await makeUser(app, { username: 'frame_amina' });
    await makeUser(app, { username: 'frame_baraka' });
    origin = await listen(app);
  });
  afterAll(() => app.close());

  it('closes the socket with 1009 and logs a warning, not an error', async () => {
    const socket = await ChatSocket.open(chatUrl(origin, 'frame_baraka', amina.access));
    socket.send({ message: 'x'.repeat(3 * MAX_IMAGE_BYTES) });
    expect((await socket.closed).code).toBe(1009);
    // The server logs when ws reports the frame, before the socket is gone; poll with a deadline all the same.
    const deadline = Date.now() + 5000;
    while (!log.lines.some((line) => line.err?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    const frameLines = log.lines.filter((line) => line.err?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    expect(frameLines.map((line) => line.level)).toEqual([40]);
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
