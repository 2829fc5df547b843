/** The package's public surface: build or start the API, open its database, add the demo data. */
export { buildApp, default as estateApp, serverOptions, type App, type AppOptions, type BuildOptions } from './app.js';
export { loadConfig, type Config } from './config.js';
export { connectDatabase, type ConnectOptions, type Database, type Db } from './db/connect.js';
export * as schema from './db/schema.js';
/** The ISO 3166-1 alpha-2 codes the API accepts as a country. */
export { COUNTRY_CODES } from './lib/countries.js';
/** Names of resized image variants, and the absolute URL of a media file's 1200 × 630 `og:image`. */
export { OG_HEIGHT, OG_WIDTH, VARIANT_WIDTHS, ogImageUrl, variantPath, type Variant } from './lib/media-variants.js';
export { startServer, type RunningServer, type StartOptions } from './server.js';
export {
  DEMO_LISTING_COUNT,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  isDatabaseEmpty,
  seedDemoData,
  type SeedCounts,
  type SeedOptions,
  type SeedResult,
} from './seed/index.js';
export type { ClipComment, PropertyComment } from './schemas/comment.js';
export type { Profile, ProfileSummary, Role } from './schemas/profile.js';
export type { Property } from './schemas/property.js';
export type { Reel } from './schemas/reel.js';
