'use client';
// Sign in and chat with the agency's agent, in the browser.
import { useSession } from '@estate/sdk/react';
import { ChatPane, LoginForm } from '@estate/react';

export function Chat({ agent }) {
  const { isRegistered } = useSession();
  return (
    <section aria-label="Chat with our agent">
      {isRegistered ? <ChatPane agent={agent} showConversationList={false} /> : <LoginForm />}
    </section>
  );
}
