import type { Args, Decorator, Loader } from '@storybook/react-vite';
import { createEstateClient, memoryStorage, type EstateClient } from '@estate/sdk';
import { EstateProvider } from '../config/EstateProvider.js';
import type { EstateLocale } from '../messages/index.js';

/** The password of every demo account (packages/estate-server/docs/demo-data.md). */
export const DEMO_PASSWORD = 'estate-demo-2026';

/** Who a story of behaviour is: a demo account's e-mail, a guest, or nobody. */
export type StoryUser = string | 'guest' | 'anonymous';

/**
 * For stories of behaviour, which run against the real API: each story gets its own client (its
 * own memory storage, so stories never share a session), signed in as `user` before it renders.
 *
 * ```ts
 * export const LikeAndComment: Story = { ...asUser('buyer@estate.demo'), play: async ({ canvas }) => { ... } };
 * ```
 */
export function asUser<TArgs = Args>(user: StoryUser): { loaders: Loader<TArgs>[]; decorators: Decorator<TArgs>[] } {
  const loader: Loader<TArgs> = async () => {
    const client = createEstateClient({ baseUrl: window.location.origin, storage: memoryStorage() });
    if (user === 'guest') await client.auth.guestLogin();
    else if (user !== 'anonymous') await client.auth.login({ email: user, password: DEMO_PASSWORD });
    return { client };
  };
  const decorator: Decorator<TArgs> = (Story, context) => {
    const client = (context.loaded as { client?: EstateClient }).client;
    if (!client) return <Story />;
    const theme = context.globals.theme === 'light' ? 'light' : 'dark';
    const locale = (['fr', 'sw'].includes(context.globals.locale) ? context.globals.locale : 'en') as EstateLocale;
    return (
      <EstateProvider client={client} theme={theme} locale={locale}>
        <Story />
      </EstateProvider>
    );
  };
  return { loaders: [loader], decorators: [decorator] };
}
