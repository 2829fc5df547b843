// @vitest-environment jsdom
import { act, createElement, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEstateClient } from '../client/client.js';
import { memoryStorage, STORAGE_KEYS } from '../storage.js';
import { EstateClientProvider, useSessionValue } from './index.js';

// A stored member's session: the browser has it, a server never does.
const access = `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ user_id: 7 }))}.c2ln`;
const storage = () => memoryStorage({ [STORAGE_KEYS.userInfo]: JSON.stringify({ access, refresh: 'r', isGuest: false }) });
const who = (userInfo: unknown) => (userInfo ? 'member' : 'visitor');

/** The page, noting what each commit showed. */
function page(commits: string[]) {
  function Who() {
    const shown = useSessionValue(who, 'visitor');
    useLayoutEffect(() => void commits.push(shown));
    return createElement('p', null, shown);
  }
  return Who;
}

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));
const container = (html = '') => {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  containers.push(element);
  return element;
};

describe('the stored session on a server-rendered page', () => {
  it('hydrates with what the server rendered, then shows the stored session, with no mismatch', async () => {
    const Who = page([]);
    const serverHtml = renderToString(createElement(EstateClientProvider, { client: createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage() }), serverRendered: true }, createElement(Who)));
    expect(serverHtml).toBe('<p>visitor</p>');

    const commits: string[] = [];
    const onRecoverableError = vi.fn();
    const element = container(serverHtml);
    const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: storage() });
    await act(async () => {
      hydrateRoot(element, createElement(EstateClientProvider, { client, serverRendered: true }, createElement(page(commits))), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(commits).toEqual(['visitor', 'member']);
    expect(element.textContent).toBe('member');
  });

  it('shows the stored session from the first render when the page is rendered in the browser alone', async () => {
    const commits: string[] = [];
    const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: storage() });
    await act(async () => createRoot(container()).render(createElement(EstateClientProvider, { client }, createElement(page(commits)))));
    expect(commits).toEqual(['member']);
  });
});
