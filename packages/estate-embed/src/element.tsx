import { EstateProvider, loadedMessages, loadMessages, useEstateUI, type EstateLocale, type EstatePaths } from '@estate/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { mediaUrl } from '@estate/sdk';
import { realEstateListingJsonLd, type StructuredDataListing } from '@estate/sdk/structured-data';
import { clientFor } from './clients.js';
import { elementLocale, NO_STRUCTURED_DATA, PROPERTY_PARAM, type ElementView, type ViewOptions } from './shared.js';
import { StructuredData } from './structured-data.js';
import { adoptStyles } from './styles.js';

/**
 * What every element's code shares, in the chunks the loader fetches on first use (the element
 * itself is the loader's, `index.ts`, which forwards its lifecycle here): its own shadow root with
 * the kit's stylesheet adopted, an `est-root` container carrying the theme, a portal node inside
 * the shadow root for dialogs and toasts, and one React root rendering `EstateProvider` around the
 * element's content. Attribute changes re-render; removing the element unmounts it.
 */
export abstract class EstateView implements ElementView {
  private root: Root | undefined;
  private container: HTMLDivElement | undefined;
  private portal: HTMLDivElement | undefined;

  constructor(
    protected readonly host: HTMLElement,
    private readonly options: ViewOptions,
  ) {}

  /** The element's own content, inside the provider. */
  protected abstract content(): ReactNode;

  get api(): string {
    return this.host.getAttribute('api') || this.options.defaultApi;
  }

  /** The `theme` attribute's; without one the kit's default decides (the visitor's `prefers-color-scheme`, as in the React kit). */
  get theme(): 'light' | 'dark' | undefined {
    const theme = this.host.getAttribute('theme');
    return theme === 'dark' || theme === 'light' ? theme : undefined;
  }

  get locale(): EstateLocale {
    return elementLocale(this.host);
  }

  connected(): void {
    if (!this.root) {
      const shadow = this.host.shadowRoot ?? this.host.attachShadow({ mode: 'open' });
      adoptStyles(shadow, this.options.css);
      this.container = document.createElement('div');
      this.portal = document.createElement('div');
      this.portal.className = 'est-embed-portal';
      shadow.append(this.container, this.portal);
      this.root = createRoot(this.container);
    }
    this.render();
  }

  disconnected(): void {
    // Moving the element disconnects and reconnects it at once: unmount only if it stays out.
    queueMicrotask(() => {
      if (this.host.isConnected || !this.root) return;
      this.root.unmount();
      this.root = undefined;
      this.container?.remove();
      this.portal?.remove();
    });
  }

  attributeChanged(): void {
    if (this.root) this.render();
  }

  protected render(): void {
    if (!this.root || !this.container || !this.portal) return;
    // A language whose texts are not in yet (the loader fetches them beside this chunk; a `locale`
    // set later fetches them now): what is shown (nothing yet, or the previous language) stays until
    // they are, so the element never flashes English. Texts that cannot be fetched read English.
    const locale = this.locale;
    if (!loadedMessages(locale)) {
      loadMessages(locale).then(
        () => this.render(),
        () => this.renderIn('en'),
      );
      return;
    }
    this.renderIn(locale);
  }

  private renderIn(locale: EstateLocale): void {
    if (!this.root || !this.container || !this.portal) return;
    const roots = [this.container, this.portal];
    for (const node of roots) node.classList.add('est-root');
    this.root.render(
      <EstateProvider client={clientFor(this.api)} locale={locale} theme={this.theme} portalContainer={this.portal} paths={this.paths()} shareOrigin={this.appOrigin()}>
        <ThemeOnRoots roots={roots} />
        {this.content()}
      </EstateProvider>,
    );
  }

  /**
   * schema.org `RealEstateListing` JSON-LD for the listings shown, written into the host page's
   * light DOM (children of the element, where search engines read them as the partner page's own),
   * each pointing at its page on this site; none with the `no-structured-data` attribute.
   */
  protected structuredData(listings: ReadonlyArray<StructuredDataListing & { slug: string }>): ReactNode {
    const enabled = !this.host.hasAttribute(NO_STRUCTURED_DATA);
    const origin = this.appOrigin();
    const property = this.paths().property!;
    const items = enabled
      ? listings.map((listing) =>
          realEstateListingJsonLd(listing, { url: new URL(property(listing.slug), location.href).href, mediaUrl: (path) => mediaUrl(origin, path)! }),
        )
      : [];
    return <StructuredData host={this.host} items={items} />;
  }

  /** The reference app's origin for the pages the embed has none of (profiles, clips): the API's. */
  private appOrigin(): string {
    return new URL(this.api, document.baseURI).origin;
  }

  /**
   * Property links follow `property-href` (`{slug}` is replaced), by default this very page with
   * `?estate-property={slug}`, which an `<estate-property>` on it shows. Every other link opens
   * the reference app on the API's origin.
   */
  private paths(): Partial<EstatePaths> {
    const template = this.host.getAttribute('property-href');
    const app = this.appOrigin();
    return {
      property: (slug) => (template ? template.replaceAll('{slug}', encodeURIComponent(slug)) : propertyHrefOnThisPage(slug)),
      clip: (slugOrId) => `${app}/clip/${encodeURIComponent(String(slugOrId))}/`,
      profile: (username) => `${app}/profile/${encodeURIComponent(username)}/`,
      myProfile: () => `${app}/my-profile/`,
      editProfile: () => `${app}/profile/edit/`,
      checkout: () => `${app}/checkout`,
      register: () => `${app}/register`,
      login: () => `${app}/login`,
    };
  }
}

/**
 * Puts the theme the kit resolved (the attribute's, else the system's, followed as it changes) on
 * the element's own `est-root` nodes, which React does not render; before paint, so no flash.
 */
function ThemeOnRoots({ roots }: { roots: HTMLElement[] }) {
  const { theme } = useEstateUI();
  useLayoutEffect(() => {
    for (const node of roots) node.dataset.theme = theme;
  }, [roots, theme]);
  return null;
}

function propertyHrefOnThisPage(slug: string): string {
  const url = new URL(location.href);
  url.searchParams.set(PROPERTY_PARAM, slug);
  url.hash = '';
  return `${url.pathname}${url.search}`;
}
