import { useChatUnread, useSession } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';

/**
 * The unread messages as a nav badge (the sidebar's Message, the phone's Messages tab): kept
 * current by the chat hooks and the live events; none for guests, whose inbox is the sign-in prompt.
 */
export function useInboxBadge(): { count: number; label: string } | undefined {
  const text = useAppText();
  const { isRegistered } = useSession();
  const { unreadCount } = useChatUnread();
  return isRegistered ? { count: unreadCount, label: text('navUnreadMessages', { count: unreadCount }) } : undefined;
}
