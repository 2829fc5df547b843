'use client';

import { useUnsubscribe } from '@estate/sdk/react';
import { BellOff, CircleAlert, RefreshCw } from '../../icons/index.js';
import { useEffect, type ReactNode } from 'react';
import { useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Button } from '../../primitives/Button.js';
import { Spinner } from '../../primitives/Spinner.js';

export interface UnsubscribeResultViewProps {
  state: 'working' | 'done' | 'failed';
  /** The search whose alerts are off (`done`). */
  name?: string;
  onRetry?: () => void;
  /** Links under the result: "Browse listings", the profile's saved searches. */
  actions?: ReactNode;
  className?: string;
}

/** The page a digest's unsubscribe link opens, from plain props: working, done (naming the search), or a bad link. */
export function UnsubscribeResultView({ state, name, onRetry, actions, className }: UnsubscribeResultViewProps) {
  const t = useTranslate();
  const root = useRootProps('unsubscribe', 'est-text-center', 'est-card est-stack est-gap-3', className);
  return (
    <section {...root} aria-busy={state === 'working' || undefined}>
      <span className="est-unsubscribe-icon est-sunken est-circle est-muted" data-state={state} aria-hidden>
        {state === 'working' ? <Spinner size={22} /> : state === 'done' ? <BellOff size={24} /> : <CircleAlert size={24} />}
      </span>
      <h1 className="est-unsubscribe-title est-text-2xl est-bold est-tight">{t('unsubscribeTitle')}</h1>
      <div role="status" className="est-unsubscribe-message est-stack est-gap-2 est-muted">
        {state === 'working' && <p>{t('unsubscribeWorking')}</p>}
        {state === 'done' && (
          <>
            <p className="est-unsubscribe-lead est-text-lg">{t('unsubscribeDone', { name: name ?? '' })}</p>
            <p>{t('unsubscribeDoneHint')}</p>
          </>
        )}
        {state === 'failed' && <p className="est-unsubscribe-lead est-text-lg">{t('unsubscribeFailed')}</p>}
      </div>
      <div className="est-unsubscribe-actions est-justify-center est-flex est-wrap est-gap-2">
        {state === 'failed' && onRetry && (
          <Button variant="secondary" icon={<RefreshCw size={16} aria-hidden />} onClick={onRetry}>
            {t('unsubscribeRetry')}
          </Button>
        )}
        {state !== 'working' && actions}
      </div>
    </section>
  );
}

export interface UnsubscribeResultProps {
  /** The token of the link (`/unsubscribe/:token`). */
  token: string;
  actions?: ReactNode;
  className?: string;
}

/** Turns the alerts off as soon as it shows (`useUnsubscribe`), signed in or not; a network failure can be retried. */
export function UnsubscribeResult({ token, actions, className }: UnsubscribeResultProps) {
  const { unsubscribe, result, error, isWorking } = useUnsubscribe();
  useEffect(() => {
    void unsubscribe(token);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  const state = result ? 'done' : error && !isWorking ? 'failed' : 'working';
  return (
    <UnsubscribeResultView
      state={state}
      name={result?.name}
      onRetry={error?.status === 404 ? undefined : () => void unsubscribe(token)}
      actions={actions}
      className={className}
    />
  );
}
