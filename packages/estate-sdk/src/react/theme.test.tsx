// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineProvider } from '../../test/offline-provider.js';
import { createEstateClient } from '../client/client.js';
import { memoryStorage } from '../storage.js';
import { EstateProvider } from './provider.js';
import { useTheme } from './theme.js';

afterEach(() => {
  document.documentElement.className = '';
  localStorage.clear();
});

describe('useTheme', () => {
  it('is dark by default and puts the dark class on the document root when the app asks', () => {
    const { wrapper } = offlineProvider();
    const { result } = renderHook(() => useTheme({ applyToDocument: true }), { wrapper });
    expect(result.current).toMatchObject({ theme: 'dark', isDark: true });
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it("toggles, saves under 'theme' and swaps the class; every user of the hook follows", () => {
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
    expect(result.current.theme).toBe('light');
    expect(document.documentElement.className).toBe('');
  });

  it("keeps an embedded client's theme under its namespace, apart from the host's 'theme'", () => {
    localStorage.setItem('theme', 'host-owned');
    const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: localStorage, storageNamespace: 'estate-widget' });
    const wrapper = ({ children }: { children?: ReactNode }) => <EstateProvider client={client}>{children}</EstateProvider>;
    const { result } = renderHook(() => useTheme(), { wrapper });
    act(() => result.current.setTheme('light'));
    expect(localStorage.getItem('estate-widget:theme')).toBe('light');
    expect(localStorage.getItem('theme')).toBe('host-owned');
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.theme).toBe('dark');
    act(() => {
      localStorage.setItem('theme', 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light', storageArea: localStorage }));
    });
    expect(result.current.theme).toBe('light');
  });
});
