// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineProvider } from '../../test/offline-provider.js';
import { createEstateClient } from '../client/client.js';
import { memoryStorage } from '../storage.js';
import { EstateClientProvider } from './provider.js';
import { useTheme } from './theme.js';

/** jsdom has no `matchMedia`: a system whose colour scheme the test sets and changes. */
function stubSystemScheme(scheme: 'dark' | 'light') {
  const list = new EventTarget() as EventTarget & { matches: boolean; media: string };
  list.media = '(prefers-color-scheme: dark)';
  list.matches = scheme === 'dark';
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)');
    return list;
  });
  return {
    change(next: 'dark' | 'light') {
      list.matches = next === 'dark';
      list.dispatchEvent(new Event('change'));
    },
  };
}

afterEach(() => {
  document.documentElement.className = '';
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('useTheme', () => {
  it("follows the system's colour scheme when nothing is saved, and puts its class on the document root when the app asks", () => {
    const system = stubSystemScheme('dark');
    const { wrapper } = offlineProvider();
    const { result } = renderHook(() => useTheme({ applyToDocument: true }), { wrapper });
    expect(result.current).toMatchObject({ theme: 'dark', isDark: true });
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    act(() => system.change('light'));
    expect(result.current).toMatchObject({ theme: 'light', isDark: false });
    expect(document.documentElement.className).toBe('light');
  });

  it('is light where the system cannot say (no matchMedia)', () => {
    const { wrapper } = offlineProvider();
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('light');
  });

  it("keeps the user's saved theme over the system's", () => {
    const system = stubSystemScheme('light');
    const { wrapper } = offlineProvider(memoryStorage({ theme: 'dark' }));
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('dark');
    act(() => system.change('dark'));
    act(() => system.change('light'));
    expect(result.current.theme).toBe('dark');
  });

  it("takes the app's fixed defaultTheme over the system's, until the user saves one", () => {
    stubSystemScheme('light');
    const storage = memoryStorage();
    const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage() });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <EstateClientProvider client={client} storage={storage} defaultTheme="dark">
        {children}
      </EstateClientProvider>
    );
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('dark');
    act(() => result.current.toggle());
    expect(result.current.theme).toBe('light');
    expect(storage.getItem('theme')).toBe('light');
  });

  it("toggles from the system's theme and saves the other one", () => {
    stubSystemScheme('dark');
    const { wrapper, storage } = offlineProvider();
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.toggle());
    expect(result.current.theme).toBe('light');
    expect(storage.getItem('theme')).toBe('light');
  });

  it("hydrates with the server's theme, then shows the system's, with no mismatch", async () => {
    const client = () => createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage() });
    const commits: string[] = [];
    function Probe() {
      const { theme } = useTheme();
      useLayoutEffect(() => void commits.push(theme));
      return createElement('p', null, theme);
    }
    // The server knows no system: light, unless the page hands over the theme it rendered with.
    expect(renderToString(createElement(EstateClientProvider, { client: client() }, createElement(Probe)))).toBe('<p>light</p>');
    const serverHtml = renderToString(createElement(EstateClientProvider, { client: client(), initialTheme: 'light' }, createElement(Probe)));

    stubSystemScheme('dark');
    const element = document.createElement('div');
    element.innerHTML = serverHtml;
    document.body.append(element);
    const onRecoverableError = vi.fn();
    commits.length = 0;
    await act(async () => {
      hydrateRoot(element, createElement(EstateClientProvider, { client: client(), initialTheme: 'light' }, createElement(Probe)), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(commits).toEqual(['light', 'dark']);
    expect(element.textContent).toBe('dark');
  });

  it("toggles, saves under 'theme' and swaps the class; every user of the hook follows", () => {
    stubSystemScheme('dark');
    const { wrapper, storage } = offlineProvider();
    const { result } = renderHook(() => ({ header: useTheme({ applyToDocument: true }), page: useTheme() }), { wrapper });
    act(() => result.current.header.toggle());
    expect(result.current.header.theme).toBe('light');
    expect(result.current.page.theme).toBe('light');
    expect(storage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    act(() => result.current.page.toggle());
    expect(result.current.header.theme).toBe('dark');
    expect(storage.getItem('theme')).toBe('dark');
    expect(document.documentElement.className).toBe('dark');
  });

  it('starts from the saved theme', () => {
    const { wrapper } = offlineProvider(memoryStorage({ theme: 'light' }));
    const { result } = renderHook(() => useTheme({ applyToDocument: true }), { wrapper });
    expect(result.current.theme).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('keeps the theme in localStorage outside a provider', () => {
    const { result } = renderHook(() => useTheme());
    act(() => result.current.setTheme('light'));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(result.current.theme).toBe('light');
  });

  it("never touches the host page's root element unless asked: a widget themes its own root", () => {
    const { wrapper } = offlineProvider();
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.toggle());
    expect(result.current.theme).toBe('dark');
    expect(document.documentElement.className).toBe('');
  });

  it("keeps an embedded client's theme under its namespace, apart from the host's 'theme'", () => {
    localStorage.setItem('theme', 'host-owned');
    const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: localStorage, storageNamespace: 'estate-widget' });
    const wrapper = ({ children }: { children?: ReactNode }) => <EstateClientProvider client={client}>{children}</EstateClientProvider>;
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.setTheme('light'));
    expect(localStorage.getItem('estate-widget:theme')).toBe('light');
    expect(localStorage.getItem('theme')).toBe('host-owned');
  });

  it('follows a change made in another tab', () => {
    stubSystemScheme('dark');
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('dark');
    act(() => {
      localStorage.setItem('theme', 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light', storageArea: localStorage }));
    });
    expect(result.current.theme).toBe('light');
  });
});
