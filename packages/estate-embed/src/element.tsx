import { EstateProvider, useEstateUI, type EstateLocale, type EstatePaths } from '@estate/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { clientFor, endSession, startSession, type HostSession } from './clients.js';
import { adoptStyles } from './styles.js';

/** The attributes every element reads. */
export const COMMON_ATTRIBUTES = ['api', 'theme', 'lang', 'locale', 'property-href'];

/** The query parameter the default property links set, read by an `<estate-property>` without a slug. */
export const PROPERTY_PARAM = 'estate-property';

/**
 * The API origin when an element names none: the script tag's `data-api`, else the origin the
 * script was loaded from (the API server can serve it). Read once, while the script runs.
 */
const scriptTag = document.currentScript as HTMLScriptElement | null;
export const DEFAULT_API = scriptTag?.dataset.api || (scriptTag?.src ? new URL(scriptTag.src).origin : location.origin);

/**
 * What every element shares: its own shadow root with the kit's stylesheet adopted, an `est-root`
 * container carrying the theme, a portal node inside the shadow root for dialogs and toasts, and
 * one React root rendering `EstateProvider` around the element's content. Attribute changes
 * re-render; removing the element unmounts it.
 */
export abstract class EstateElement extends HTMLElement {
  private root: Root | undefined;
  private container: HTMLDivElement | undefined;
  private portal: HTMLDivElement | undefined;

  /** The element's own content, inside the provider. */
  protected abstract content(): ReactNode;

  get api(): string {
    return this.getAttribute('api') || DEFAULT_API;
  }

  /** The `theme` attribute's; without one the kit's default decides (the visitor's `prefers-color-scheme`, as in the React kit). */
  get theme(): 'light' | 'dark' | undefined {
    const theme = this.getAttribute('theme');
    return theme === 'dark' || theme === 'light' ? theme : undefined;
  }

  get locale(): EstateLocale {
    const value = (this.getAttribute('locale') || this.getAttribute('lang') || 'en').slice(0, 2).toLowerCase();
    return value === 'fr' ? 'fr' : 'en';
  }

  /** Takes over the host page's own tokens for this API: every element on this origin is signed in (rejects as `EstateEmbed.signIn` does). */
  setSession(session: HostSession): Promise<void> {
    return startSession(this.api, session);
  }

  signOut(): void {
    endSession(this.api);
  }

  connectedCallback(): void {
    if (!this.root) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptStyles(shadow);
      this.container = document.createElement('div');
      this.portal = document.createElement('div');
      this.portal.className = 'est-embed-portal';
      shadow.append(this.container, this.portal);
      this.root = createRoot(this.container);
    }
    this.render();
  }

  disconnectedCallback(): void {
    // Moving the element disconnects and reconnects it at once: unmount only if it stays out.
    queueMicrotask(() => {
      if (this.isConnected || !this.root) return;
      this.root.unmount();
      this.root = undefined;
      this.container?.remove();
      this.portal?.remove();
    });
  }

  attributeChangedCallback(): void {
    if (this.root) this.render();
  }

  protected render(): void {
    if (!this.root || !this.container || !this.portal) return;
    const roots = [this.container, this.portal];
    for (const node of roots) node.classList.add('est-root');
    this.root.render(
      <EstateProvider client={clientFor(this.api)} locale={this.locale} theme={this.theme} portalContainer={this.portal} paths={this.paths()} shareOrigin={this.appOrigin()}>
        <ThemeOnRoots roots={roots} />
        {this.content()}
      </EstateProvider>,
    );
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
    const template = this.getAttribute('property-href');
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
