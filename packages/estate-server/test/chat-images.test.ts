import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusalFrame } from '../src/domain/chat-frames.js';
import { CHAT_UPLOAD_TTL_SECONDS, signUpload, UPLOAD_ERRORS, uploadKey } from '../src/domain/chat-image-uploads.js';
import type { Issue } from '../src/lib/errors.js';
import { chatWorld } from './chat-fixtures.js';
import { makeGuest, multipart, pdf, png, type TestUser } from './helper.js';

/**
 * Issue 27: an image uploaded ahead of its message (`POST /chat/images/`, so the client can show
 * progress and cancel), then named on the socket by the token the upload answered.
 */
describe('chat: images uploaded ahead of their message', () => {
  const { world, connect, say } = chatWorld();

  const upload = async (user: TestUser, fields: Record<string, string>, content: Buffer | null = png(6, 6)) => {
    const body = await multipart(fields, content ? [{ name: 'image', filename: 'photo.png', content, type: 'image/png' }] : []);
    return world.app.inject({ method: 'POST', url: '/api/v1/chat/images/', headers: { ...user.headers, ...body.headers }, payload: body.payload });
  };
  const stored = (publicPath: string) => existsSync(path.join(world.app.storage.root!, publicPath.replace(/^\/media\//, '')));

  it('stores the image, answers a token, and the frame naming it is delivered as an image message', async () => {
    const clientId = randomUUID();
    const response = await upload(world.amina, { client_id: clientId });
    expect(response.statusCode).toBe(201);
    const { token, image, expires_at: expiresAt } = response.json() as { token: string; image: string; expires_at: string };
    expect(image).toMatch(/^\/media\/chat\/.+\.png$/);
    expect(stored(image)).toBe(true);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan((CHAT_UPLOAD_TTL_SECONDS - 60) * 1000);

    const aminaSocket = await connect(world.amina, 'baraka');
    const barakaSocket = await connect(world.baraka, 'amina');
    aminaSocket.send({ image_upload: token, client_id: clientId });
    const [ack, received] = await Promise.all([aminaSocket.next(), barakaSocket.next()]);
    expect(received).toMatchObject({ image, message: null, sender_username: 'amina', client_id: clientId });
    expect(ack).toMatchObject({ id: received.id, image });

    // Sent again (the outbox replaying it): one message, and the file stays.
    aminaSocket.send({ image_upload: token, client_id: clientId });
    expect(await aminaSocket.next()).toMatchObject({ id: received.id });
    const history = (await world.app.inject({ method: 'GET', url: '/api/v1/chat/chat-messages/amina/', headers: world.baraka.headers })).json().results as { id: number; image: string | null }[];
    expect(history.filter((message) => message.image === image)).toHaveLength(1);
    expect(stored(image)).toBe(true);
  });

  it('refuses a token of another user, of another message, expired, forged, or beside a data URL, naming the client id', async () => {
    const clientId = randomUUID();
    const { token } = (await upload(world.amina, { client_id: clientId })).json() as { token: string };
    const chebetSocket = await connect(world.chebet, 'baraka');
    const aminaSocket = await connect(world.amina, 'baraka');
    const key = uploadKey(world.app.config.jwtSecret);
    const expired = signUpload(key, { user: world.amina.user.id, clientId, path: '/media/chat/2026/01/old.png', exp: Math.floor(Date.now() / 1000) - 1 });
    const [body, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const otherPath = Buffer.from(JSON.stringify({ ...claims, p: '/media/chat/2026/01/someone-else.png' })).toString('base64url');

    chebetSocket.send({ image_upload: token, client_id: clientId });
    expect(await chebetSocket.next()).toEqual(refusalFrame(UPLOAD_ERRORS.notYours, clientId));
    const cases: [Record<string, unknown>, Issue][] = [
      [{ image_upload: token, client_id: randomUUID() }, UPLOAD_ERRORS.otherMessage],
      [{ image_upload: expired, client_id: clientId }, UPLOAD_ERRORS.expired],
      [{ image_upload: `${otherPath}.${signature}`, client_id: clientId }, UPLOAD_ERRORS.forged],
      [{ image_upload: `${body}.${'A'.repeat(signature.length)}`, client_id: clientId }, UPLOAD_ERRORS.forged],
      [{ image_upload: 'not-a-token', client_id: clientId }, UPLOAD_ERRORS.forged],
      [{ image_upload: 42, client_id: clientId }, UPLOAD_ERRORS.type],
      [{ image_upload: token, image: `data:image/png;base64,${png(4, 4).toString('base64')}`, client_id: clientId }, UPLOAD_ERRORS.withImage],
    ];
    for (const [frame, error] of cases) {
      aminaSocket.send(frame);
      expect(await aminaSocket.next()).toEqual(refusalFrame(error, frame.client_id as string));
    }
    // A token without a client id is for no message.
    aminaSocket.send({ image_upload: token });
    expect(await aminaSocket.next()).toEqual(refusalFrame(UPLOAD_ERRORS.otherMessage));
    // Still good for its own message after all that.
    const ack = await say(aminaSocket, { image_upload: token, client_id: clientId });
    expect(ack).toMatchObject({ client_id: clientId, receiver_username: 'baraka' });
  });

  it('checks the bytes as the data-URL path does, and the form', async () => {
    const notImage = await upload(world.amina, { client_id: randomUUID() }, pdf());
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toEqual({ image: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] });
    const cut = await upload(world.amina, { client_id: randomUUID() }, png(6, 6).subarray(0, 40));
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toHaveProperty('image');

    const noFile = await upload(world.amina, { client_id: randomUUID() }, null);
    expect(noFile.json()).toEqual({ image: ['This field is required.'] });
    const noClientId = await upload(world.amina, {});
    expect(noClientId.statusCode).toBe(400);
    expect(noClientId.json()).toEqual({ client_id: ['This field is required.'] });
    const badClientId = await upload(world.amina, { client_id: 'one' });
    expect(badClientId.json()).toEqual({ client_id: ['Enter a valid uuid.'] });
    const json = await world.app.inject({ method: 'POST', url: '/api/v1/chat/images/', headers: world.amina.headers, payload: { client_id: randomUUID() } });
    expect(json.statusCode).toBe(400);
  });

  it('refuses the signed out and guests', async () => {
    const body = await multipart({ client_id: randomUUID() }, [{ name: 'image', filename: 'a.png', content: png(4, 4), type: 'image/png' }]);
    const anonymous = await world.app.inject({ method: 'POST', url: '/api/v1/chat/images/', headers: body.headers, payload: body.payload });
    expect(anonymous.statusCode).toBe(401);
    const guest = await makeGuest(world.app);
    expect((await upload(guest, { client_id: randomUUID() })).statusCode).toBe(403);
  });
});
