import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { Button, useGuestGate } from '@estate/react';
import { useAppText } from '../app/i18n/AppText';
import { useIsMember } from '../app/ssr/session-hint';

/**
 * A guest's two ways in, wherever the layout shows who is signed in (issue 23): 'Sign in' opens the
 * kit's sign-in form where the guest stands (the guest gate's), 'Create account' goes to /register.
 * `compact` (the phone's top bar) keeps to small buttons. Members get nothing from it.
 */
export function GuestActions({ compact = false, className }: { compact?: boolean; className?: string }) {
  const text = useAppText();
  const isRegistered = useIsMember();
  const { signIn } = useGuestGate();
  if (isRegistered) return null;
  return (
    <div className={className ?? 'app-guest-actions'} data-compact={compact || undefined}>
      <Button variant="secondary" size="sm" icon={compact ? undefined : <LogIn size={16} aria-hidden />} onClick={() => signIn()}>
        {text('guestSignIn')}
      </Button>
      <Link to="/register" className="est-button" data-variant="primary" data-size="sm">
        {text('guestCreateAccount')}
      </Link>
    </div>
  );
}
