/**
 * @estate/react: the styled components of Estate kit, built on `@estate/sdk/react`. Import
 * `@estate/react/styles.css` once. Every component renders inside `EstateProvider`.
 */
export { EstateProvider, EstateUIProvider, type EstateProviderProps } from './config/EstateProvider.js';
export { useComponents, WithComponents, type WithComponentsProps } from './config/components.js';
export { DEFAULT_MAP_TILES, DEFAULT_PATHS, useEstateUI, useTranslate, type EstateComponents, type EstatePaths, type EstateUIConfig, type LinkProps, type MapTiles } from './config/context.js';
export {
  englishMessages,
  ESTATE_LOCALES,
  INTL_LOCALES,
  isEstateLocale,
  loadedMessages,
  loadMessages,
  resolveUIMessages,
  type EstateLocale, type EstateUIMessageKey, type EstateUIMessages } from './messages/index.js';
export * from './primitives/index.js';
/** Forms that save and show why they were refused, worded by code in the provider's language. */
export { useFormAction, type FormAction } from './components/shared/useFormAction.js';
export { localErrorText, localFieldErrors, useErrorText, type CodeWording } from './components/shared/error-text.js';
export * from './components/listings/index.js';
export * from './components/reels/index.js';
export * from './components/chat/index.js';
export * from './components/profile/index.js';
export * from './components/reviews/index.js';
export * from './components/reports/index.js';
export * from './components/saved-searches/index.js';
export * from './components/checkout/index.js';
export * from './components/navigation/index.js';
export * from './components/auth/index.js';
export * from './components/map/index.js';
export * from './components/moderation/index.js';
