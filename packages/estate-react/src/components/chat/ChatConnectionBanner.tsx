'use client';

import { CloudOff, RefreshCw } from '../../icons/index.js';
import { useSyncExternalStore } from 'react';
import { useTranslate } from '../../config/context.js';
import { Spinner } from '../../primitives/Spinner.js';

/** The chat socket's states (`useChat().state`). */
export type ChatConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChatConnectionBannerProps {
  state: ChatConnectionState;
  /** Whether the browser says it is online (`navigator.onLine`). */
  online: boolean;
  /** Why the conversation was given up ('User not found.'), shown when the state is `closed`. */
  error?: string | null;
}

/**
 * A thin bar over the messages while the connection is not open (Stream-style): connecting,
 * 'Reconnecting…' after a drop (the SDK fetches what was missed meanwhile), offline, or why the
 * conversation was closed. Nothing while the connection is open.
 */
export function ChatConnectionBanner({ state, online, error }: ChatConnectionBannerProps) {
  const t = useTranslate();
  let tone: 'info' | 'warning' | 'danger';
  let icon;
  let text: string;
  if (!online) {
    tone = 'warning';
    icon = <CloudOff size={14} aria-hidden />;
    text = t('chatOffline');
  } else if (state === 'reconnecting') {
    tone = 'warning';
    icon = <RefreshCw size={14} aria-hidden className="est-chat-banner-spin" />;
    text = t('chatReconnecting');
  } else if (state === 'connecting') {
    tone = 'info';
    icon = <Spinner size={12} />;
    text = t('chatConnecting');
  } else if (state === 'closed' && error) {
    tone = 'danger';
    icon = null;
    text = error;
  } else {
    return <div className="est-chat-banner-slot" role="status" aria-live="polite" />;
  }
  return (
    <div className="est-chat-banner-slot" role="status" aria-live="polite">
      <div className="est-chat-banner est-justify-center est-row est-gap-2 est-text-xs est-medium" data-tone={tone} data-state={online ? state : 'offline'}>
        {icon}
        <span>{text}</span>
      </div>
    </div>
  );
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser is online; true on the server and where the browser cannot tell. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    () => true,
  );
}
