'use client';

import { Lock, LogIn } from '../../icons/index.js';
import type { ReactNode } from 'react';
import { useComponents } from '../../config/components.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Button } from '../../primitives/Button.js';
import { useGuestGate } from './GuestGate.js';

export interface GuestPromptProps {
  /** What the page or panel is; the spec's 'You need to be a registered user…' when left out. */
  title?: ReactNode;
  /** One line under the title; an invitation to sign in or create an account when left out. */
  body?: ReactNode;
  icon?: ReactNode;
  /** The title's element: `h1` where the prompt is the whole page. */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
  /** Under the buttons: the page's own way out (say, back to the listings). */
  children?: ReactNode;
  className?: string;
}

/**
 * What a guest (or a visitor) sees in place of a page or a panel that needs an account, rather
 * than a form it could not send (issue 23): Sign in, in place (the guest gate's form), and Create
 * account (`paths.register()`, in this tab: registering replaces the guest's session).
 */
export function GuestPrompt({ title, body, icon, titleAs: Title = 'p', children, className }: GuestPromptProps) {
  const t = useTranslate();
  const { paths } = useEstateUI();
  const { Link } = useComponents();
  const { signIn } = useGuestGate();
  const root = useRootProps('guest-prompt', 'est-empty', className);
  return (
    <div {...root}>
      <div className="est-empty-icon" aria-hidden>
        {icon ?? <Lock size={22} />}
      </div>
      <Title className="est-empty-title">{title ?? t('registeredOnly')}</Title>
      <div className="est-empty-body est-stack est-gap-4">
        <p>{body ?? t('guestPageBody')}</p>
        <div className="est-guest-prompt-actions est-flex est-gap-2 est-justify-center">
          <Button variant="secondary" icon={<LogIn size={16} aria-hidden />} onClick={() => signIn()}>
            {t('guestSignIn')}
          </Button>
          <Link href={paths.register()} className="est-button" data-variant="primary">
            {t('guestCreateAccount')}
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
