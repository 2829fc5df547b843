// @vitest-environment jsdom
/**
 * `useMpesaPayment` against the real server and its Paystack sandbox: the number checked before
 * anything is sent, the charge waiting on the phone, the sandbox's test hook answering as the phone
 * would, then success with the new role in the cached profile, or the reason it failed.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMember, providerFor, traffic } from '../../test/react-harness.js';
import { startServerThread, type ServerThread } from '../../test/server-thread.js';
import { RuleError } from '../client/errors.js';
import type { MpesaCharge } from '../client/types.js';
import { useMpesaPayment } from './mpesa.js';
import { useMyProfile } from './profiles.js';

let server: ServerThread;
beforeAll(async () => {
  server = await startServerThread({ paystack: true });
});
afterAll(() => server?.close());

/** The phone's answer through the sandbox's test hook; the sandbox then sends the signed webhook. */
async function phoneAnswers(reference: string, outcome: 'approve' | 'decline' | 'insufficient_funds' | 'timeout') {
  const response = await fetch(`${server.paystack!.url}/mpesa/${reference}/${outcome}`, { method: 'POST', headers: { accept: 'application/json' } });
  expect(response.status).toBe(200);
}

function render(client: Parameters<typeof providerFor>[0]) {
  const { wrapper } = providerFor(client);
  return renderHook(() => ({ mpesa: useMpesaPayment({ pollMs: 100 }), me: useMyProfile() }), { wrapper });
}

describe('useMpesaPayment', () => {
  it('refuses a number that is not Kenyan, sending nothing', async () => {
    const net = traffic();
    const member = await freshMember(server, 'mpesa-bad', { fetch: net.fetch });
    const before = net.sent.length;
    const { result } = render(member.client);
    let answer: unknown;
    await act(async () => {
      answer = await result.current.mpesa.pay('seller', '0812 345 678');
    });
    expect(answer).toMatchObject({ ok: false });
    expect(result.current.mpesa.error).toBeInstanceOf(RuleError);
    expect(result.current.mpesa.error?.issues).toMatchObject({ phone: [{ message: 'Enter a Kenyan mobile number, like 0712 345 678.' }] });
    expect(result.current.mpesa.phase).toBe('idle');
    expect(net.sent.slice(before).filter((entry) => entry.request.includes('/payment/'))).toEqual([]);
  });

  it('waits on the phone, then the PIN: success, and the cached profile shows the new role', async () => {
    const member = await freshMember(server, 'mpesa-ok');
    const { result } = render(member.client);
    await waitFor(() => expect(result.current.me.profile).toBeDefined());
    expect(result.current.me.profile?.is_seller).toBe(false);
    let charge: MpesaCharge | undefined;
    await act(async () => {
      const answer = await result.current.mpesa.pay('seller', '0712 345 678');
      if (answer.ok) charge = answer.value;
    });
    expect(charge).toMatchObject({ status: 'pending', phone: '254712345678', plan_name: 'seller' });
    expect(result.current.mpesa.phase).toBe('waiting');
    expect(result.current.mpesa.deadline).toBeGreaterThan(Date.now() + 60_000);
    await phoneAnswers(charge!.reference, 'approve');
    await waitFor(() => expect(result.current.mpesa.phase).toBe('success'));
    await waitFor(() => expect(result.current.me.profile?.is_seller).toBe(true));
  });

  it.each([
    ['decline', 'declined'],
    ['insufficient_funds', 'insufficient_funds'],
    ['timeout', 'timeout'],
  ] as const)('%s on the phone: failed with the reason %s; reset starts again', async (outcome, reason) => {
    const member = await freshMember(server, `mpesa-${outcome}`);
    const { result } = render(member.client);
    let reference = '';
    await act(async () => {
      const answer = await result.current.mpesa.pay('seller', '+254 110 123 456');
      if (answer.ok) reference = answer.value.reference;
    });
    await phoneAnswers(reference, outcome);
    await waitFor(() => expect(result.current.mpesa.phase).toBe('failed'));
    expect(result.current.mpesa.reason).toBe(reason);
    act(() => result.current.mpesa.reset());
    expect(result.current.mpesa.phase).toBe('idle');
    expect(result.current.mpesa.charge).toBeUndefined();
  });
});
