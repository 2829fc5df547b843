// @vitest-environment jsdom
/**
 * Issue 27, 'images with per-file upload progress and cancel; several images at once', in `useChat`
 * against the real server: images are uploaded ahead (`POST /chat/images/`) and sent by their token,
 * one message each in the order picked; one the server refuses is 'failed' with its reason and can
 * be retried or cancelled; one cancelled is never sent.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NodeWebSocket, pngFile, providerFor, withDemoServerThread } from '../../test/react-harness.js';
import { AMINA, GRACE } from '../../test/demo-server.js';
import type { EstateClient } from '../client/client.js';
import { memoryOutbox } from '../client/outbox-store.js';
import type { ChatListMessage } from '../client/types.js';
import { useChat } from './chat.js';

let amina: EstateClient;
let grace: EstateClient;
withDemoServerThread((demo) => ({ buyer: amina, agent: grace } = demo));

const WebSocket = NodeWebSocket;
const images = (messages: readonly ChatListMessage[]) => messages.filter((message) => typeof message.id === 'number' && message.image);

async function conversation() {
  const a = renderHook(() => useChat(GRACE, { WebSocket, outbox: memoryOutbox() }), { wrapper: providerFor(amina).wrapper });
  const g = renderHook(() => useChat(AMINA, { WebSocket }), { wrapper: providerFor(grace).wrapper });
  await waitFor(() => {
    expect(a.result.current.state).toBe('open');
    expect(g.result.current.state).toBe('open');
  });
  return { a, g, close: () => (a.unmount(), g.unmount()) };
}

describe('useChat: several images at once, uploaded with progress', () => {
  it('uploads each image, then sends one message each, in the order picked, by its token', async () => {
    const { a, g, close } = await conversation();
    const before = images(g.result.current.messages).length;
    const progress: number[] = [];
    let started: ReturnType<typeof a.result.current.sendImages> = [];
    act(() => {
      started = a.result.current.sendImages([pngFile('first.png'), pngFile('second.png')]);
    });
    expect(started.map((upload) => [upload.name, upload.status])).toEqual([
      ['first.png', 'uploading'],
      ['second.png', 'uploading'],
    ]);
    await waitFor(() => {
      for (const upload of a.result.current.uploads) progress.push(upload.progress);
      expect(images(g.result.current.messages)).toHaveLength(before + 2);
    });
    expect(a.result.current.uploads).toEqual([]);
    const [first, second] = images(g.result.current.messages).slice(-2);
    // Stored as uploaded (a /media/ path, not a data URL), in the order picked, under the uploads' client ids.
    expect(first).toMatchObject({ client_id: started[0]!.id, image: expect.stringMatching(/^\/media\/chat\//) });
    expect(second).toMatchObject({ client_id: started[1]!.id, image: expect.stringMatching(/^\/media\/chat\//) });
    expect(first!.id).toBeLessThan(second!.id as number);
    expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    close();
  });

  it('shows a refused image as failed with the server\u2019s reason, without holding back the next; retry and cancel', async () => {
    const { a, g, close } = await conversation();
    const before = images(g.result.current.messages).length;
    const notAnImage = new File([new TextEncoder().encode('%PDF-1.4 not an image at all, whatever its name says')], 'scan.png', { type: 'image/png' });
    act(() => void a.result.current.sendImages([notAnImage, pngFile('after.png')]));
    await waitFor(() => expect(images(g.result.current.messages)).toHaveLength(before + 1));
    await waitFor(() => expect(a.result.current.uploads).toHaveLength(1));
    const failed = a.result.current.uploads[0]!;
    expect(failed).toMatchObject({ name: 'scan.png', status: 'failed' });
    expect(failed.error?.fieldErrors).toEqual({ image: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] });

    act(() => failed.retry());
    expect(a.result.current.uploads[0]).toMatchObject({ status: 'uploading', error: null });
    await waitFor(() => expect(a.result.current.uploads[0]?.status).toBe('failed'));
    act(() => a.result.current.uploads[0]!.cancel());
    expect(a.result.current.uploads).toEqual([]);
    close();
  });

  it('sends nothing for an image cancelled while it uploads', async () => {
    const { a, g, close } = await conversation();
    const before = images(g.result.current.messages).length;
    act(() => {
      const [upload] = a.result.current.sendImages([pngFile('oops.png')]);
      upload!.cancel();
    });
    expect(a.result.current.uploads).toEqual([]);
    // A text sent after it arrives, and no image came before it.
    act(() => void a.result.current.send('Sorry, wrong photo'));
    await waitFor(() => expect(g.result.current.messages.some((message) => message.message === 'Sorry, wrong photo')).toBe(true));
    expect(images(g.result.current.messages)).toHaveLength(before);
    close();
  });
});
