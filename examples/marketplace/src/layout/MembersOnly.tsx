import type { ReactNode } from 'react';
import { GuestPrompt } from '@estate/react';
import { useSession } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import type { AppMessageKey } from '../app/i18n/messages';
import { useSessionHint } from '../app/ssr/session-hint';
import { PageLoading } from './PageLoading';

export interface MembersOnlyProps {
  /** The page's title for a guest (its `h1`), and the line under it. */
  title: AppMessageKey;
  body: AppMessageKey;
  children: ReactNode;
}

/**
 * A page that needs an account (issue 23: guests never see a form they cannot send): a guest, or a
 * visitor, gets the kit's `GuestPrompt` in its place (Sign in where they stand, Create account);
 * once signed in, the page itself shows, at the same address.
 */
export function MembersOnly({ title, body, children }: MembersOnlyProps) {
  const text = useAppText();
  const { isRegistered } = useSession();
  const session = useSessionHint();
  if (isRegistered) return children;
  // Rendered on the server for a member, whose session only the browser holds: the page comes at once.
  if (session === 'member') return <PageLoading />;
  return (
    <div className="app-page app-members-only" data-width="narrow">
      <GuestPrompt titleAs="h1" title={text(title)} body={text(body)} />
    </div>
  );
}
