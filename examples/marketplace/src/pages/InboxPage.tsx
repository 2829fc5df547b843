import { ChatPane } from '@estate/react';
import { useSearchParams } from 'react-router';
import { useAppText } from '../app/i18n/AppText';
import '../styles/social.css';

/**
 * /inbox (spec §2 Chat): the conversations beside the live conversation, filling the viewport below
 * the top bar. `?with=<username>` opens that conversation at once (a profile's Message button links
 * here; a listing's adds `&listing=<id>`), and the open conversation stays in the URL so a reload or a shared link keeps it.
 */
export default function InboxPage() {
  const text = useAppText();
  const [params, setParams] = useSearchParams();
  const partner = params.get('with')?.trim() || undefined;
  // `?listing=<id>`: opened from a listing's 'Message {owner}': the chat shows it, with 'Book a viewing'.
  const listing = Number(params.get('listing')) || null;

  return (
    <section className="app-inbox" aria-labelledby="inbox-title">
      <h1 id="inbox-title" className="app-visually-hidden">
        {text('inboxHeading')}
      </h1>
      <ChatPane
        className="app-inbox-pane"
        agent={partner}
        listing={listing}
        onConversationChange={(username) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (username) next.set('with', username);
              else next.delete('with');
              return next;
            },
            { replace: true },
          )
        }
      />
    </section>
  );
}
