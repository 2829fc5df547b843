'use client';
// Chat with the agency's agent in the browser: a visitor signs in in the pane itself.
import { ChatPane } from '@estate/react';

export function Chat({ agent }) {
  return (
    <section aria-label="Chat with our agent">
      <ChatPane agent={agent} showConversationList={false} />
    </section>
  );
}
