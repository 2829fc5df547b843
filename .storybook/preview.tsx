import type { Decorator, Preview } from '@storybook/react-vite';
import { createEstateClient } from '@estate/sdk';
import { ESTATE_LOCALES, EstateProvider, loadMessages, type EstateLocale } from '@estate/react';
import { FIXTURE_TILES } from '../packages/estate-react/src/testing/map-tiles.js';
import '../packages/estate-react/src/styles/index.css';
import './preview.css';

/** One client for every story: the real API on this origin (see main.ts), its own storage keys; maps draw the fixture tile, never the internet's. */
const client = createEstateClient({ baseUrl: window.location.origin, storageNamespace: 'storybook' });

const withEstate: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'light' ? 'light' : 'dark';
  const locale = (['fr', 'sw'].includes(context.globals.locale) ? context.globals.locale : 'en') as EstateLocale;
  return (
    <EstateProvider client={client} theme={theme} locale={locale} mapTiles={FIXTURE_TILES}>
      <div className="est-root sb-canvas" data-theme={theme}>
        <Story />
      </div>
    </EstateProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withEstate],
  // Every language's table before a story renders, as an app loads its own before it renders: a
  // story in French or Swahili (the toolbar's, or its own provider's) shows its texts at once.
  loaders: [async () => void (await Promise.all(ESTATE_LOCALES.map((locale) => loadMessages(locale))))],
  globalTypes: {
    theme: {
      description: 'Theme of the components',
      toolbar: { title: 'Theme', icon: 'contrast', items: [{ value: 'dark', title: 'Dark' }, { value: 'light', title: 'Light' }], dynamicTitle: true },
    },
    locale: {
      description: 'Language of the texts',
      toolbar: { title: 'Language', icon: 'globe', items: [{ value: 'en', title: 'English' }, { value: 'fr', title: 'Français' }, { value: 'sw', title: 'Kiswahili' }], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'Phone (360 × 780)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        tablet: { name: 'Tablet (820 × 1180)', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
      },
    },
  },
};

export default preview;
