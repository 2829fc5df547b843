// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { namespacedStorage } from '../storage.js';
import { isRegistered, SessionStore, type UserInfo } from './session.js';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
/** A token the SDK can decode (it never checks signatures: the server does). */
const token = (userId: number) => `${encode({ alg: 'HS256' })}.${encode({ user_id: userId, exp: 4_000_000_000 })}.signature`;
const session = (userId: number): UserInfo => ({ access: token(userId), refresh: `refresh-${userId}`, isGuest: false });

/** What a browser does in every other tab when one tab writes to localStorage. */
function writeFromAnotherTab(key: string, value: UserInfo | null) {
  if (value) localStorage.setItem(key, JSON.stringify(value));
  else localStorage.removeItem(key);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value && JSON.stringify(value), storageArea: localStorage }));
}

afterEach(() => localStorage.clear());

describe('SessionStore across tabs', () => {
  it('tells its listeners at once when another tab signs in, refreshes or signs out', () => {
    const store = new SessionStore(localStorage);
    const seen = vi.fn();
    const unsubscribe = store.subscribe(seen);

    writeFromAnotherTab('userInfo', session(7));
    expect(seen).toHaveBeenLastCalledWith(session(7));
    writeFromAnotherTab('userInfo', { ...session(7), refresh: 'rotated' });
    expect(seen).toHaveBeenLastCalledWith({ ...session(7), refresh: 'rotated' });
    writeFromAnotherTab('userInfo', null);
    expect(seen).toHaveBeenLastCalledWith(null);
    expect(seen).toHaveBeenCalledTimes(3);

    unsubscribe();
    writeFromAnotherTab('userInfo', session(8));
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('ignores other keys, and a namespaced store hears only its own key', () => {
    const embedded = new SessionStore(namespacedStorage(localStorage, 'widget'));
    const seen = vi.fn();
    embedded.subscribe(seen);
    writeFromAnotherTab('userInfo', session(1));
    writeFromAnotherTab('recentUsers', session(1));
    expect(seen).not.toHaveBeenCalled();
    writeFromAnotherTab('widget:userInfo', session(2));
    expect(seen).toHaveBeenCalledWith(session(2));
    expect(embedded.userInfo).toEqual(session(2));
  });

  it('reads what another client wrote to the same storage without any event', async () => {
    const mine = new SessionStore(localStorage);
    const theirs = new SessionStore(localStorage);
    const seen = vi.fn();
    mine.subscribe(seen);
    theirs.set(session(3));
    expect(mine.userInfo).toEqual(session(3));
    await Promise.resolve();
    expect(seen).toHaveBeenCalledWith(session(3));
  });

  it('removes a stored session whose token cannot be decoded, whoever wrote it', () => {
    const store = new SessionStore(localStorage);
    writeFromAnotherTab('userInfo', { access: 'not-a-jwt', refresh: 'x', isGuest: false });
    expect(store.userInfo).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('waits for the session another tab renews, and gives up after the timeout', async () => {
    const store = new SessionStore(localStorage);
    store.set(session(4));
    const waiting = store.whenReplaced(session(4).access, 5000);
    // The other tab's write arrives a moment after its lock was released.
    setTimeout(() => writeFromAnotherTab('userInfo', session(5)), 20);
    await expect(waiting).resolves.toEqual(session(5));

    vi.useFakeTimers();
    try {
      const nobody = store.whenReplaced(session(5).access, 2000);
      vi.advanceTimersByTime(2000);
      await expect(nobody).resolves.toEqual(session(5));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isRegistered', () => {
  it('is true for a signed-in member and false for a guest or no session', () => {
    expect(isRegistered(session(7))).toBe(true);
    expect(isRegistered({ ...session(7), isGuest: true })).toBe(false);
    expect(isRegistered(null)).toBe(false);
    expect(isRegistered(undefined)).toBe(false);
  });
});
