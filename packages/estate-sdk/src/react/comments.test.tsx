// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, providerFor, signedIn, traffic } from '../../test/react-harness.js';
import { startServerThread, type ServerThread } from '../../test/server-thread.js';
import { EstateError, RuleError } from '../client/errors.js';
import { FORM_FIELDS } from '../generated/contract.js';
import { useAddClipComment, useAddPropertyComment, useClipComments, usePropertyComments, useReplyToComment } from './comments.js';
import { useMyProfile } from './profiles.js';

let server: ServerThread;
let propertyId: number;
let reelId: number;
beforeAll(async () => {
  server = await startServerThread();
  const seller = await signedIn(server, 'seller@estate.demo');
  propertyId = (await seller.properties.all({ pageSize: 1 })).results[0]!.id;
  reelId = (await seller.reels.all({ pageSize: 1 })).results[0]!.id;
});
afterAll(() => server?.close());

const COMMENT_CALLS = /^POST \/api\/v1\/comments\//;

describe('useAddPropertyComment', () => {
  it('shows the comment at once with a temporary id, then the one the server saved', async () => {
    const net = traffic();
    const seller = await signedIn(server, 'seller@estate.demo', { fetch: net.fetch });
    const { wrapper } = providerFor(seller);
    const { result } = renderHook(() => ({ me: useMyProfile(), list: usePropertyComments(propertyId), add: useAddPropertyComment(propertyId) }), { wrapper });
    await waitFor(() => expect(result.current.me.profile && result.current.list.data).toBeTruthy());
    const countBefore = result.current.list.count;

    net.hold(COMMENT_CALLS);
    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.add.add('  Is the price negotiable?  ');
    });
    await waitFor(() => expect(net.held).toBe(1));
    const temporary = result.current.list.comments[0]!;
    expect(temporary.id).toBeLessThan(0);
    expect(temporary).toMatchObject({ content: 'Is the price negotiable?', author: result.current.me.profile!.username, replies: [], post: propertyId });
    expect(result.current.list.count).toBe(countBefore + 1);
    expect(result.current.add.isPosting).toBe(true);

    net.release();
    let comment: unknown;
    await act(async () => {
      const answer = (await saved) as { ok: boolean; value?: unknown };
      expect(answer.ok).toBe(true);
      comment = answer.value;
    });
    expect(comment).toMatchObject({ content: 'Is the price negotiable?' });
    const first = result.current.list.comments[0]!;
    expect(first).toEqual(comment);
    expect(first.id).toBeGreaterThan(0);
    expect(result.current.list.comments.some((each) => each.id < 0)).toBe(false);
    const onServer = await seller.comments.forProperty(propertyId, { pageSize: 100 });
    expect(onServer.results[0]).toEqual(first);
    expect(result.current.list.count).toBe(onServer.count);
  });

  it('removes the comment when the server refuses it (a guest) and exposes the error', async () => {
    const net = traffic();
    const visitor = await guest(server, { fetch: net.fetch });
    const { wrapper } = providerFor(visitor);
    const { result } = renderHook(() => ({ list: usePropertyComments(propertyId), add: useAddPropertyComment(propertyId) }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const before = result.current.list.data;

    net.hold(COMMENT_CALLS);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.add.add('Can I visit on Sunday?');
    });
    await waitFor(() => expect(net.held).toBe(1));
    expect(result.current.list.comments[0]).toMatchObject({ content: 'Can I visit on Sunday?' });
    expect(result.current.list.comments[0]!.id).toBeLessThan(0);

    net.release();
    await act(async () => expect(await outcome).toMatchObject({ ok: false, error: { status: 403, code: 'guest_forbidden' } }));
    expect(result.current.list.data).toEqual(before);
    expect(result.current.add.error).toMatchObject({ status: 403, message: 'You need to be a registered user to access this feature' });
  });

  it('does not send a blank comment', async () => {
    const net = traffic();
    const seller = await signedIn(server, 'seller@estate.demo', { fetch: net.fetch });
    const { wrapper } = providerFor(seller);
    const { result } = renderHook(() => ({ list: usePropertyComments(propertyId), add: useAddPropertyComment(propertyId) }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const before = result.current.list.data;
    await act(() => result.current.add.add('   '));
    expect(net.sent.filter(({ request }) => COMMENT_CALLS.test(request))).toEqual([]);
    expect(result.current.add.error).toMatchObject({ name: 'RuleError', code: 'comment_empty', message: 'Please write a comment.' });
    expect(result.current.list.data).toBe(before);
  });
});

describe('useReplyToComment', () => {
  it('adds the reply to its thread at once, then the saved one; a blank reply is not sent', async () => {
    const net = traffic();
    const buyer = await signedIn(server, 'buyer@estate.demo', { fetch: net.fetch });
    const parent = await buyer.comments.create({ post: propertyId, content: 'Is parking included?' });
    const { wrapper } = providerFor(buyer);
    const { result } = renderHook(() => ({ list: usePropertyComments(propertyId), reply: useReplyToComment(propertyId) }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const thread = () => result.current.list.comments.find((comment) => comment.id === parent.id)!;

    net.hold(COMMENT_CALLS);
    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.reply.reply(parent.id, ' Also, is there a gym? ');
    });
    await waitFor(() => expect(net.held).toBe(1));
    expect(thread().replies).toHaveLength(1);
    expect(thread().replies[0]).toMatchObject({ content: 'Also, is there a gym?' });
    expect(thread().replies[0]!.id).toBeLessThan(0);
    expect(thread().reply_count).toBe(1);

    net.release();
    await act(() => saved);
    const onServer = (await buyer.comments.forProperty(propertyId, { pageSize: 100 })).results.find((comment) => comment.id === parent.id)!;
    expect(thread()).toEqual(onServer);
    expect(thread().replies[0]!.id).toBeGreaterThan(0);

    const sentBefore = net.sent.length;
    await act(() => result.current.reply.reply(parent.id, '  '));
    expect(net.sent.length).toBe(sentBefore);
    expect(result.current.reply.error).toMatchObject({ code: 'reply_empty' });
  });
});

describe('useAddClipComment', () => {
  it('shows a clip comment at once and keeps the saved one; removes it when refused', async () => {
    const net = traffic();
    const agent = await signedIn(server, 'agent@estate.demo', { fetch: net.fetch });
    const { wrapper } = providerFor(agent);
    const { result } = renderHook(() => ({ list: useClipComments(reelId), add: useAddClipComment(reelId) }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toBeDefined());

    net.hold(COMMENT_CALLS);
    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.add.add('Lovely view!');
    });
    await waitFor(() => expect(net.held).toBe(1));
    expect(result.current.list.comments[0]).toMatchObject({ content: 'Lovely view!', post: reelId });
    expect(result.current.list.comments[0]!.id).toBeLessThan(0);
    net.release();
    await act(() => saved);
    expect(result.current.list.comments[0]).toEqual((await agent.comments.forClip(reelId)).results[0]);

    const visitor = await guest(server);
    const { wrapper: guestWrapper } = providerFor(visitor);
    const asGuest = renderHook(() => ({ list: useClipComments(reelId), add: useAddClipComment(reelId) }), { wrapper: guestWrapper });
    await waitFor(() => expect(asGuest.result.current.list.data).toBeDefined());
    const before = asGuest.result.current.list.data;
    await act(() => asGuest.result.current.add.add('Nice'));
    expect(asGuest.result.current.list.data).toEqual(before);
    expect(asGuest.result.current.add.error).toMatchObject({ status: 403 });
  });
});

describe('comment refusals', () => {
  it('arrive as one EstateError, whether the browser or the server refused: code, message, fieldErrors as string arrays', async () => {
    const net = traffic();
    const seller = await signedIn(server, 'seller@estate.demo', { fetch: net.fetch });
    const { wrapper } = providerFor(seller);
    const { result } = renderHook(() => ({ add: useAddPropertyComment(propertyId), reply: useReplyToComment(propertyId), clip: useAddClipComment(reelId) }), {
      wrapper,
    });
    const max = FORM_FIELDS.propertyComment.content.maxLength;
    const tooLong = 'x'.repeat(max + 1);

    // The browser: over the server's limit, nothing is sent.
    await act(() => result.current.add.add(tooLong));
    await act(() => result.current.clip.add(tooLong));
    await act(() => result.current.reply.reply(1, '   '));
    expect(net.sent.filter(({ request }) => COMMENT_CALLS.test(request))).toEqual([]);
    const browser = result.current.add.error!;
    expect(browser).toBeInstanceOf(EstateError);
    expect(browser).toBeInstanceOf(RuleError);
    expect(browser).toMatchObject({ kind: 'invalid', code: 'comment_too_long', message: `Please keep your comment to ${max} characters or fewer.` });
    expect(browser.fieldErrors).toEqual({ content: [`Please keep your comment to ${max} characters or fewer.`] });
    expect(result.current.clip.error).toMatchObject({ code: 'comment_too_long', fieldErrors: { content: [expect.any(String)] } });
    expect(result.current.reply.error).toMatchObject({ code: 'reply_empty', fieldErrors: { content: ['Please write a reply.'] } });

    // The server: the same text sent without the rule is refused with field errors of the same shape.
    const server400 = await seller.comments.create({ post: propertyId, content: tooLong }).catch((error: unknown) => error);
    expect(server400).toBeInstanceOf(EstateError);
    expect(server400).toMatchObject({ kind: 'http', status: 400, fieldErrors: { content: [`Ensure this field has no more than ${max} characters.`] } });
    expect(Object.keys((server400 as EstateError).fieldErrors!)).toEqual(Object.keys(browser.fieldErrors!));
    // Each message with its code and values: the server's `max_length`, the rule's own.
    expect((server400 as EstateError).issues.content).toEqual([{ code: 'max_length', values: { max }, message: `Ensure this field has no more than ${max} characters.` }]);
    expect(browser.issues.content).toEqual([{ code: 'comment_too_long', values: { max }, message: `Please keep your comment to ${max} characters or fewer.` }]);

    // And through the hook: a reply to a comment that does not exist.
    await act(() => result.current.reply.reply(2_000_000_000, 'Hello?'));
    expect(result.current.reply.error).toBeInstanceOf(EstateError);
    expect(result.current.reply.error).toMatchObject({ kind: 'http', status: 404, code: 'comment_not_found', message: 'Comment not found.', fieldErrors: undefined });
  });
});
