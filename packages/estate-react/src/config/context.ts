'use client';

import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';
import type { Theme } from '@estate/sdk/react';
import { englishMessages, INTL_LOCALES, translate, type EstateLocale, type EstateUIMessageKey, type EstateUIMessages } from '../messages/index.js';
import type { MessageBubbleProps } from '../components/chat/MessageBubble.js';
import type { OwnerPreviewProps } from '../components/listings/MiniProfileCard.js';
import type { AvatarProps } from '../primitives/Avatar.js';
import type { EmojiPickerProps } from '../primitives/QuickEmojiPicker.js';
import { DefaultLink } from './DefaultLink.js';

/** What a link component receives: an anchor's props with a required `href`. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Parts a partner may replace everywhere at once (Stream's `WithComponents`), given to
 * `EstateProvider`'s `components` or to a `WithComponents` around a subtree. A part left out is
 * the kit's own; components read them with `useComponents()`.
 */
export interface EstateComponents {
  /** How every component navigates: an `<a>` by default; React Router's `Link`, or `next/link`. */
  Link: ComponentType<LinkProps>;
  /** One chat message (`ChatPane`, `MessageList`); gets the props of the kit's `MessageBubble`. */
  MessageBubble?: ComponentType<MessageBubbleProps>;
  /** The chat's avatars: conversation list, conversation header, beside the partner's messages. */
  ChatAvatar?: ComponentType<AvatarProps>;
  /**
   * Wraps the owner's link on property cards and the details page. The connected components use
   * the mini profile card (`OwnerPreview`) and the views none, unless one is given here.
   */
  OwnerPreview?: ComponentType<OwnerPreviewProps>;
  /**
   * The composers' emoji picker (chat, comments): the kit's short `QuickEmojiPicker` unless the
   * full one of `@estate/react/emoji` (search, categories, skin tones) is given here.
   */
  EmojiPicker?: ComponentType<EmojiPickerProps>;
}

export interface EstateUIConfig {
  locale: EstateLocale;
  /** `Intl` tag of the locale, for dates and numbers. */
  intlLocale: string;
  messages: EstateUIMessages;
  theme: Theme;
  components: EstateComponents;
  /** Where dialogs, popovers and toasts are portalled; `document.body` when null. */
  portalContainer: HTMLElement | null;
  /** The origin that share links point at (spec: `{origin}/property/{slug}`). */
  shareOrigin: string | undefined;
  /**
   * Paths of the app's pages, so links work inside any router: the provider's `paths`, and for the
   * rest the spec's routes on `marketplaceOrigin`.
   */
  paths: EstatePaths;
  /** Where the marketplace's own pages are: '' when it is this site (relative links), else its origin. */
  marketplaceOrigin: string;
  /** Where the maps' tiles come from, when the page says; otherwise the API server's (`useMapTiles`). */
  mapTiles: MapTiles | undefined;
}

/** A raster tile source: `url` has Leaflet's `{z}`, `{x}`, `{y}` (and optional `{s}`) placeholders. */
export interface MapTiles {
  url: string;
  /** Shown on the map, as the tile service's terms ask: plain text. */
  attribution: string;
  /** The deepest zoom the service has tiles for (19 when left out). */
  maxZoom?: number;
}

/** OpenStreetMap's own tiles: public and keyless, for light use (a busy site should bring its own source). */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  maxZoom: 19,
};

/** Where each kind of page lives; the spec's routes by default. */
export interface EstatePaths {
  property: (slug: string) => string;
  clip: (slugOrId: string | number) => string;
  profile: (username: string) => string;
  myProfile: () => string;
  editProfile: () => string;
  checkout: () => string;
  register: () => string;
  /** The sign-in screen (the register form's 'Sign in' link). */
  login: () => string;
  /** All of my notifications (the notifications panel's 'See all'). */
  notifications: () => string;
  /** The conversation with `username` in the inbox (the dashboard's viewings link to it). */
  inbox: (username: string) => string;
}

export const DEFAULT_PATHS: EstatePaths = {
  property: (slug) => `/property/${encodeURIComponent(slug)}/`,
  clip: (slugOrId) => `/clip/${encodeURIComponent(String(slugOrId))}/`,
  profile: (username) => `/profile/${encodeURIComponent(username)}/`,
  myProfile: () => '/my-profile/',
  editProfile: () => '/profile/edit/',
  checkout: () => '/checkout',
  register: () => '/register',
  login: () => '/login',
  notifications: () => '/notifications',
  inbox: (username) => `/inbox?with=${encodeURIComponent(username)}`,
};

export const DEFAULT_CONFIG: EstateUIConfig = {
  locale: 'en',
  intlLocale: INTL_LOCALES.en,
  messages: englishMessages,
  theme: 'dark',
  components: { Link: DefaultLink },
  portalContainer: null,
  shareOrigin: undefined,
  paths: DEFAULT_PATHS,
  marketplaceOrigin: '',
  mapTiles: undefined,
};

export const EstateUIContext = createContext<EstateUIConfig>(DEFAULT_CONFIG);
EstateUIContext.displayName = 'EstateUIContext';

/** The components' configuration: the provider's, or the defaults (English, dark, plain links) outside one. */
export function useEstateUI(): EstateUIConfig {
  return useContext(EstateUIContext);
}

/** `t(key, values?)`: a text of the current table with its placeholders filled. */
export function useTranslate(): (key: EstateUIMessageKey, values?: Record<string, string | number>) => string {
  const { messages } = useEstateUI();
  return (key, values) => translate(messages, key, values);
}
