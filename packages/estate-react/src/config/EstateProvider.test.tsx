import { createEstateClient, memoryStorage } from '@estate/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateProvider, type EstateProviderProps } from './EstateProvider.js';
import { useRootProps } from './root.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no `matchMedia`: a system whose colour scheme the test sets and changes. */
function stubSystemScheme(scheme: 'dark' | 'light') {
  const list = new EventTarget() as EventTarget & { matches: boolean };
  list.matches = scheme === 'dark';
  vi.stubGlobal('matchMedia', () => list);
  return {
    change(next: 'dark' | 'light') {
      list.matches = next === 'dark';
      list.dispatchEvent(new Event('change'));
    },
  };
}

function Probe() {
  return <section aria-label="probe" {...useRootProps('probe')} />;
}

function renderKit(props: Partial<EstateProviderProps> = {}, saved?: 'dark' | 'light') {
  const client = createEstateClient({ baseUrl: 'http://127.0.0.1:9', storage: memoryStorage(saved ? { theme: saved } : {}) });
  render(
    <EstateProvider client={client} {...props}>
      <Probe />
    </EstateProvider>,
  );
  return () => screen.getByRole('region', { name: 'probe' }).getAttribute('data-theme');
}

describe("the kit's default theme", () => {
  it("follows the visitor's prefers-color-scheme when no theme is given or saved, and its changes", () => {
    const system = stubSystemScheme('dark');
    const theme = renderKit();
    expect(theme()).toBe('dark');
    act(() => system.change('light'));
    expect(theme()).toBe('light');
  });

  it('is light where the system cannot say', () => {
    expect(renderKit()()).toBe('light');
  });

  it("lets an explicit theme win over the system's and the saved one", () => {
    stubSystemScheme('dark');
    expect(renderKit({ theme: 'light' }, 'dark')()).toBe('light');
  });

  it("lets the user's saved choice win over the system's", () => {
    stubSystemScheme('dark');
    expect(renderKit({}, 'light')()).toBe('light');
  });

  it("lets an app fix its default (defaultTheme) over the system's", () => {
    stubSystemScheme('light');
    expect(renderKit({ defaultTheme: 'dark' })()).toBe('dark');
  });
});
