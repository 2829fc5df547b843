// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEstateClient } from '../client/client.js';
import { memoryStorage } from '../storage.js';
import { EstateProvider } from './provider.js';
import { useTheme } from './theme.js';

afterEach(() => {
  document.documentElement.className = '';
  localStorage.clear();
});

const withProvider = (storage = memoryStorage()) => {
  const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage() });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <EstateProvider client={client} storage={storage}>
      {children}
    </EstateProvider>
  );
  return { wrapper, storage };
};

describe('useTheme', () => {
  it('is dark by default and puts the dark class on the document root', () => {
    const { wrapper } = withProvider();
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current).toMatchObject({ theme: 'dark', isDark: true });
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it("toggles, saves under 'theme' and swaps the class; every user of the hook follows", () => {
    const { wrapper, storage } = withProvider();
    const { result } = renderHook(() => ({ header: useTheme(), page: useTheme() }), { wrapper });
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
    const { wrapper } = withProvider(memoryStorage({ theme: 'light' }));
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.theme).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('keeps the theme in localStorage outside a provider', () => {
    const { result } = renderHook(() => useTheme());
    act(() => result.current.setTheme('light'));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(result.current.theme).toBe('light');
  });
});
