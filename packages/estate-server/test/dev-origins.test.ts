import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const LOCAL_APPS = ['5173', '4173', '6006'].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

describe('the default CORS origins', () => {
  it("trust Vite's dev server, `vite preview` and Storybook on a development setup, on both loopback names", () => {
    const { corsOrigins } = loadConfig({ JWT_SECRET: 'x', HOST: '127.0.0.1' }, { inMemoryDb: true });
    expect(corsOrigins).toEqual(expect.arrayContaining(LOCAL_APPS));
  });

  it('trust none of them on a deployment, where CORS_ORIGINS names the partners', () => {
    const deployed = loadConfig({ JWT_SECRET: 'x', HOST: '0.0.0.0', CORS_ORIGINS: 'https://partner.example' }, { inMemoryDb: true });
    expect(deployed.corsOrigins).toContain('https://partner.example');
    expect(deployed.corsOrigins.filter((origin) => LOCAL_APPS.includes(origin))).toEqual([]);
    const production = loadConfig({ JWT_SECRET: 'x', HOST: '127.0.0.1', NODE_ENV: 'production' }, { inMemoryDb: true });
    expect(production.corsOrigins.filter((origin) => LOCAL_APPS.includes(origin))).toEqual([]);
  });
});
