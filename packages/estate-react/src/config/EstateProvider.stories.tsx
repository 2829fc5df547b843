import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PropertyCardView } from '../components/listings/index.js';
import { property } from '../storybook/fixtures.js';
import type { LinkProps } from './context.js';
import { EstateUIProvider } from './EstateProvider.js';

/** A router's link stands in here: it marks where it would navigate instead of loading the page. */
function RouterLink({ href, children, ...props }: LinkProps) {
  return (
    <a href={href} data-router-link {...props}>
      {children}
    </a>
  );
}

/**
 * One provider for the whole kit: the SDK client and its cache (`EstateProvider`), and the
 * components' configuration — language, texts, theme, links, page paths and where dialogs are
 * portalled. `EstateUIProvider` is the configuration alone, for views rendered from plain props.
 *
 * ```tsx
 * <EstateProvider client={client} locale="fr" messages={{ learnMore: 'Voir le bien' }} components={{ Link: RouterLink }}>
 *   <PropertyCard property={property} />
 * </EstateProvider>
 * ```
 */
const meta = {
  title: 'Foundation/EstateProvider',
  component: EstateUIProvider,
  parameters: { layout: 'padded' },
  render: (args) => (
    <EstateUIProvider {...args}>
      <div style={{ maxWidth: 360 }}>
        <PropertyCardView property={property} now={new Date('2026-11-22T12:00:00Z')} />
      </div>
    </EstateUIProvider>
  ),
} satisfies Meta<typeof EstateUIProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = { args: {} };

/** Any text of the table can be replaced, by key; the rest keep the chosen language. */
export const OverriddenTexts: Story = {
  args: { locale: 'fr', messages: { learnMore: 'Voir le bien' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Voir le bien/ })).toBeVisible();
  },
};

/** Links go through the provider's `Link`, so the card navigates inside the host's router. */
export const RouterLinks: Story = {
  args: { components: { Link: RouterLink }, paths: { property: (slug: string) => `/listings/${slug}` } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Learn More/ });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link.getAttribute('href')).toMatch(/^\/listings\//);
  },
};

/** A partner brands the kit by overriding tokens on `.est-root`. */
export const BrandedTokens: Story = {
  args: { theme: 'light' },
  globals: { theme: 'light' },
  decorators: [
    (Story) => (
      <div className="sb-branded">
        <style>{'.sb-branded .est-root { --est-accent: #6d28d9; --est-radius-lg: 6px; }'}</style>
        <Story />
      </div>
    ),
  ],
};
