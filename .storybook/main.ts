import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

/**
 * Storybook is the documentation of @estate/react: stories sit beside the components. In `npm run
 * storybook` the API is proxied to a server on :8000 (`npm run dev`); the test run serves the built
 * Storybook from the API's own origin (scripts/test-storybook.mjs), so stories always call
 * `location.origin`.
 */
const api = process.env.ESTATE_API_URL ?? 'http://127.0.0.1:8000';

const config: StorybookConfig = {
  stories: ['../packages/estate-react/src/**/*.mdx', '../packages/estate-react/src/**/*.stories.@(ts|tsx)'],
  // No @storybook/addon-a11y: it runs axe in the page after every render, at the moment the test
  // runner's own axe check runs, and two axe runs at once fail ('Axe is already running').
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // ffmpeg.wasm's core for CreateClipModal, served by the host from node_modules (never a CDN).
  staticDirs: [{ from: '../node_modules/@ffmpeg/core/dist/esm', to: '/ffmpeg-core' }],
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      resolve: { conditions: ['@estate/source', ...defaultClientConditions] },
      // ffmpeg.wasm 0.12 starts its worker from `new URL('./worker.js', import.meta.url)`, which
      // the dependency pre-bundler would break.
      optimizeDeps: { exclude: ['@ffmpeg/ffmpeg', '@ffmpeg/util'] },
      server: {
        proxy: {
          '/api': api,
          '/media': api,
          '/ws': { target: api.replace(/^http/, 'ws'), ws: true },
        },
      },
    }),
};

export default config;
