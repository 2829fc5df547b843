import { ChatPane, LoginForm, useTranslate } from '@estate/react';
import { useSession } from '@estate/sdk/react';
import { EstateView } from '../element.js';

/** `<estate-chat agent="username">`: the conversation with one agent (the whole inbox without `agent`); a sign-in form first when nobody is signed in. */
export class View extends EstateView {
  protected content() {
    const agent = this.host.getAttribute('agent') || undefined;
    const list = this.host.getAttribute('conversation-list');
    return <Chat agent={agent} showConversationList={list === null ? !agent : list !== 'false'} />;
  }
}

function Chat({ agent, showConversationList }: { agent: string | undefined; showConversationList: boolean }) {
  const { isRegistered } = useSession();
  const t = useTranslate();
  if (isRegistered) return <ChatPane agent={agent} showConversationList={showConversationList} />;
  return (
    <section className="est-embed-signin" aria-label={t('authSignIn')}>
      <h2>{t('authSignIn')}</h2>
      <LoginForm />
    </section>
  );
}
