// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://localhost:5173/"}
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, mp4File, pngFile, providerFor, signedIn, traffic, withServerThread } from '../../test/react-harness.js';
import type { ServerThread } from '../../test/server-thread.js';
import { createEstateClient } from '../client/client.js';
import { EstateError, RuleError } from '../client/errors.js';
import { memoryStorage } from '../storage.js';
import { FORM_FIELDS } from '../generated/contract.js';
import { useCreateClip, useCreateProperty } from './create.js';
import { useMyProfile } from './profiles.js';
import { useProperties } from './properties.js';
import { useReels } from './reels.js';
import { useUpdateProfile } from './update-profile.js';

let server: ServerThread;
withServerThread((started) => void (server = started));

const draft = () => ({
  title: '  Garden bungalow in Karen  ',
  description: 'Three bedrooms, quiet street.',
  country: 'ke',
  city: 'Nairobi',
  price: '185000',
  advert_type: 'For Sale',
  property_type: 'House',
  property_status: 'Completed Project',
  bedrooms: '3',
  bathrooms: '2',
  cover_photo: pngFile('cover.png'),
  photos: [pngFile('garden.png')],
});

describe('useCreateProperty', () => {
  it('sends the form, reports isSubmitting, and the feed and my profile load again with the new property', async () => {
    const seller = await signedIn(server, 'seller@estate.demo');
    const { wrapper } = providerFor(seller);
    const { result } = renderHook(() => ({ feed: useProperties({ pageSize: 5 }), me: useMyProfile(), create: useCreateProperty() }), { wrapper });
    await waitFor(() => expect(result.current.feed.properties.length && result.current.me.profile).toBeTruthy());
    const countBefore = result.current.feed.count;
    const postsBefore = result.current.me.profile!.properties_count;

    let created: Promise<unknown> = Promise.resolve();
    act(() => {
      created = result.current.create.submit(draft());
    });
    expect(result.current.create.isSubmitting).toBe(true);
    let property: { id: number; title: string } | undefined;
    await act(async () => {
      const answer = (await created) as { ok: boolean; value?: typeof property };
      expect(answer.ok).toBe(true);
      property = answer.value;
    });
    expect(property).toMatchObject({ title: 'Garden bungalow in Karen' });
    expect(result.current.create.isSubmitting).toBe(false);
    expect(result.current.create.created).toEqual(property);

    await waitFor(() => expect(result.current.feed.properties[0]?.id).toBe(property!.id));
    expect(result.current.feed.count).toBe(countBefore + 1);
    await waitFor(() => expect(result.current.me.profile!.properties_count).toBe(postsBefore + 1));
  });

  it("refuses a form that misses required fields with the spec's message and sends nothing", async () => {
    const net = traffic();
    const seller = await signedIn(server, 'seller@estate.demo', { fetch: net.fetch });
    const { wrapper } = providerFor(seller);
    const { result } = renderHook(() => useCreateProperty(), { wrapper });
    await act(() => result.current.submit({ ...draft(), price: '', cover_photo: null }));
    expect(result.current.error).toMatchObject({
      name: 'RuleError',
      code: 'missing_fields',
      message: "Make sure the following fields 'Price, Country, Property Type, Advert Type, Cover Photo and Project Status' are filled out.",
    });
    expect(net.sent.some(({ request }) => request.includes('/properties/create/'))).toBe(false);
  });

  it('reports a browser-side and a server-side refusal alike: an EstateError with fieldErrors as string arrays', async () => {
    const net = traffic();
    const seller = await signedIn(server, 'seller@estate.demo', { fetch: net.fetch });
    const { wrapper } = providerFor(seller);
    const { result } = renderHook(() => useCreateProperty(), { wrapper });

    await act(() => result.current.submit({ ...draft(), price: '', title: 't'.repeat(FORM_FIELDS.createProperty.title.maxLength + 1) }));
    const browser = result.current.error!;
    expect(net.sent.some(({ request }) => request.includes('/properties/create/'))).toBe(false);
    expect(browser).toBeInstanceOf(EstateError);
    expect(browser).toBeInstanceOf(RuleError);
    expect(browser).toMatchObject({ kind: 'invalid', code: 'missing_fields' });
    expect(browser.fieldErrors).toEqual({
      price: ['This field is required.'],
      title: [`Ensure this field has no more than ${FORM_FIELDS.createProperty.title.maxLength} characters.`],
    });

    // A country the browser cannot judge: the server refuses it, in the same shape.
    await act(() => result.current.submit({ ...draft(), country: 'ZZ' }));
    const refused = result.current.error!;
    expect(net.sent.filter(({ request }) => request.includes('/properties/create/'))).toHaveLength(1);
    expect(refused).toBeInstanceOf(EstateError);
    expect(refused).not.toBeInstanceOf(RuleError);
    expect(refused).toMatchObject({ kind: 'http', status: 400, fieldErrors: { country: ['"ZZ" is not a valid choice.'] } });
    // The codes read alike too: the rule's `required` is the server's.
    expect(browser.issues.price).toEqual([{ code: 'required', values: {}, message: 'This field is required.' }]);
    expect(refused.issues.country).toEqual([{ code: 'invalid_choice', values: { value: 'ZZ' }, message: '"ZZ" is not a valid choice.' }]);
  });

  it('tells a guest to sign in as a registered user', async () => {
    const visitor = await guest(server);
    const { wrapper } = providerFor(visitor);
    const { result } = renderHook(() => useCreateProperty(), { wrapper });
    await act(() => result.current.submit(draft()));
    expect(result.current.error?.message).toBe('User must be authenticated to create a property.');
  });
});

describe('useCreateClip', () => {
  it('sends the trimmed clip and the reels feed loads again with it', async () => {
    const agent = await signedIn(server, 'agent@estate.demo');
    const { wrapper } = providerFor(agent);
    const { result } = renderHook(() => ({ reels: useReels({ pageSize: 3 }), create: useCreateClip() }), { wrapper });
    await waitFor(() => expect(result.current.reels.reels).toHaveLength(3));

    await act(() => result.current.create.submit({ title: 'Sunset tour', description: 'The rooftop', country: 'KE', video: mp4File(), trimmed: true }));
    expect(result.current.create.error).toBeUndefined();
    const reel = result.current.create.created!;
    expect(reel).toMatchObject({ title: 'Sunset tour' });
    await waitFor(() => expect(result.current.reels.reels[0]?.id).toBe(reel.id));

    await act(() => result.current.create.submit({ title: 'Not trimmed', video: mp4File(), trimmed: false }));
    expect(result.current.create.error?.message).toBe('Please upload and trim a video before submitting.');
  });

  it('reports a browser-side and a server-side refusal alike: an EstateError with fieldErrors as string arrays', async () => {
    const agent = await signedIn(server, 'agent@estate.demo');
    const { wrapper } = providerFor(agent);
    const { result } = renderHook(() => useCreateClip(), { wrapper });
    const max = FORM_FIELDS.createClip.title.maxLength;

    await act(() => result.current.submit({ title: 'x'.repeat(max + 1), video: mp4File(), trimmed: true }));
    expect(result.current.error).toBeInstanceOf(RuleError);
    expect(result.current.error).toMatchObject({ kind: 'invalid', code: 'invalid', fieldErrors: { title: [`Ensure this field has no more than ${max} characters.`] } });

    await act(() => result.current.submit({ title: 'Somewhere', country: 'ZZ', video: mp4File(), trimmed: true }));
    expect(result.current.error).toBeInstanceOf(EstateError);
    expect(result.current.error).not.toBeInstanceOf(RuleError);
    expect(result.current.error).toMatchObject({ kind: 'http', status: 400, fieldErrors: { country: [expect.any(String)] } });
  });
});

describe('useUpdateProfile', () => {
  it('saves the profile and puts the answer in the profiles.me entry', async () => {
    const net = traffic();
    const buyer = await signedIn(server, 'buyer@estate.demo', { fetch: net.fetch });
    const { wrapper } = providerFor(buyer);
    const { result } = renderHook(() => ({ me: useMyProfile(), update: useUpdateProfile() }), { wrapper });
    await waitFor(() => expect(result.current.me.profile).toBeDefined());
    const reads = () => net.sent.filter(({ request }) => request === 'GET /api/v1/profile/me/').length;
    const readsBefore = reads();

    await act(() => result.current.update.save({ about_me: '  Looking for a family home.  ', city: 'Mombasa' }));
    expect(result.current.update.error).toBeUndefined();
    expect(result.current.me.profile).toMatchObject({ about_me: 'Looking for a family home.', city: 'Mombasa' });
    expect(result.current.me.profile).toEqual(result.current.update.saved);
    // The cache took the PATCH's answer: no second read of the profile.
    expect(reads()).toBe(readsBefore);
    expect((await buyer.profiles.me()).profile).toMatchObject({ about_me: 'Looking for a family home.', city: 'Mombasa' });

    await act(() => result.current.update.save({ facebook_url: 'not a link' }));
    expect(result.current.update.error).toBeInstanceOf(RuleError);
    expect(result.current.update.error).toMatchObject({
      kind: 'invalid',
      code: 'invalid',
      message: 'Facebook url: Enter a valid URL.',
      fieldErrors: { facebook_url: ['Enter a valid URL.'] },
    });

    // A phone number the browser does not check: the server refuses it, in the same shape.
    await act(() => result.current.update.save({ phone_number: 'call me' }));
    expect(result.current.update.error).toBeInstanceOf(EstateError);
    expect(result.current.update.error).not.toBeInstanceOf(RuleError);
    expect(result.current.update.error).toMatchObject({ kind: 'http', status: 400, fieldErrors: { phone_number: ['Enter a valid phone number.'] } });
  });
});

describe('upload progress', () => {
  it('reports the share of a property upload sent, through XMLHttpRequest, and clears it when done', async () => {
    // A client with the browser's own transport: one given its own fetch sends uploads through that.
    const seller = createEstateClient({ baseUrl: server.baseUrl, storage: memoryStorage() });
    await seller.auth.login({ email: 'seller@estate.demo', password: server.demoPassword });
    const shares: number[] = [];
    const create = seller.properties.create;
    seller.properties.create = (form, options) =>
      create(form, { onUploadProgress: (share) => (shares.push(share), options?.onUploadProgress?.(share)) });
    const { wrapper } = providerFor(seller);
    const { result } = renderHook(() => useCreateProperty(), { wrapper });
    const sent: string[] = [];
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
      sent.push(`${method} ${url}`);
      return open.call(this, method, url, true);
    } as typeof open;
    try {
      let submitted!: ReturnType<typeof result.current.submit>;
      act(() => {
        submitted = result.current.submit(draft());
      });
      await waitFor(() => expect(result.current.uploadProgress).toBeTypeOf('number'));
      let created: Awaited<typeof submitted>;
      await act(async () => {
        created = await submitted;
      });
      expect(created!).toMatchObject({ ok: true, value: { title: 'Garden bungalow in Karen' } });
    } finally {
      XMLHttpRequest.prototype.open = open;
    }
    expect(sent).toEqual([expect.stringMatching(/^POST .*\/api\/v1\/properties\/create\/$/)]);
    expect(shares.at(-1)).toBe(1);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(result.current.uploadProgress).toBeUndefined();
  });

  it('goes back to no progress when the upload is refused', async () => {
    const seller = await signedIn(server, 'seller@estate.demo');
    const { wrapper } = providerFor(seller);
    const { result } = renderHook(() => useCreateClip(), { wrapper });
    const form = new FormData();
    form.set('title', 'No video');
    await act(async () => {
      await result.current.submit(form);
    });
    expect(result.current.error).toBeInstanceOf(EstateError);
    expect(result.current.error!.fieldErrors).toHaveProperty('video');
    expect(result.current.uploadProgress).toBeUndefined();
  });
});
