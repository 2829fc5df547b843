'use client';

import type { ActionResult, LicenseToVerify } from '@estate/sdk';
import { useState } from 'react';
import { IdCard } from '../../icons/index.js';
import { useTranslate } from '../../config/context.js';
import { Avatar } from '../../primitives/Avatar.js';
import { Button } from '../../primitives/Button.js';
import { useToast } from '../../primitives/Toast.js';
import { ReasonDialog } from './ReasonDialog.js';

export interface LicenseCheckActions {
  verify: (username: string, year: number, reason: string) => Promise<ActionResult<unknown>>;
  reject: (username: string, reason: string) => Promise<ActionResult<unknown>>;
}

/** The first year the register check takes, as the server's profile form does. */
const FIRST_YEAR = 2000;

/**
 * The agents whose Estate Agents Registration Board number waits for a check: the number and year
 * they gave, and Verify (with the year the register shows) or Reject (with the reason they read).
 */
export function LicenseChecksView({ licenses, actions, now = new Date() }: { licenses: LicenseToVerify[]; actions?: LicenseCheckActions; now?: Date }) {
  const t = useTranslate();
  const toast = useToast();
  const [open, setOpen] = useState<{ agent: LicenseToVerify; kind: 'verify' | 'reject' } | null>(null);
  const thisYear = now.getUTCFullYear();
  const name = (agent: LicenseToVerify) => agent.full_name || agent.username;
  return (
    <>
      <ul className="est-moderation-list est-stack est-gap-2" aria-label={t('moderationTabLicenses')}>
        {licenses.map((agent) => (
          <li key={agent.username} className="est-moderation-license est-bordered est-rounded est-flex est-wrap est-gap-3 est-align-start">
            <Avatar src={agent.profile_photo} name={name(agent)} size={44} />
            <div className="est-stack est-gap-1 est-grow">
              <span className="est-semibold">{name(agent)}</span>
              {agent.agency ? <span className="est-text-sm est-muted">{agent.agency}</span> : null}
              <dl className="est-row est-wrap est-gap-4 est-text-sm">
                <div className="est-inline est-gap-1">
                  <IdCard size={14} aria-hidden />
                  <dt className="est-muted">{t('earbNumber')}</dt>
                  <dd className="est-tabular est-semibold">{agent.license}</dd>
                </div>
                <div className="est-inline est-gap-1">
                  <dt className="est-muted">{t('licenseGivenYear')}</dt>
                  <dd className="est-tabular est-semibold">{agent.license_year ?? t('licenseNoYear')}</dd>
                </div>
              </dl>
            </div>
            {actions ? (
              <div className="est-row est-gap-2 est-flex-none">
                <Button size="sm" variant="secondary" onClick={() => setOpen({ agent, kind: 'reject' })} aria-label={`${t('licenseReject')} ${name(agent)}`}>
                  {t('licenseReject')}
                </Button>
                <Button size="sm" onClick={() => setOpen({ agent, kind: 'verify' })} aria-label={`${t('licenseVerify')} ${name(agent)}`}>
                  {t('licenseVerify')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {open && actions ? (
        <ReasonDialog
          key={`${open.kind}-${open.agent.username}`}
          open
          onOpenChange={(next) => !next && setOpen(null)}
          name={`license-${open.kind}`}
          title={t(open.kind === 'verify' ? 'licenseVerifyTitle' : 'licenseRejectTitle', { name: name(open.agent) })}
          body={t(open.kind === 'verify' ? 'licenseVerifyBody' : 'licenseRejectBody')}
          confirmText={t(open.kind === 'verify' ? 'licenseVerify' : 'licenseReject')}
          danger={open.kind === 'reject'}
          reasonRequired={open.kind === 'reject'}
          reasonLabel={open.kind === 'verify' ? t('licenseNote') : undefined}
          year={open.kind === 'verify' ? { initial: open.agent.license_year ?? thisYear, min: FIRST_YEAR, max: thisYear + 1 } : undefined}
          onConfirm={async ({ reason, year }) => {
            const result = open.kind === 'verify' ? await actions.verify(open.agent.username, year!, reason) : await actions.reject(open.agent.username, reason);
            if (result.ok) toast(t('moderationDone', { action: t(open.kind === 'verify' ? 'moderationActionVerifyLicense' : 'moderationActionRejectLicense') }));
            return result;
          }}
        />
      ) : null}
    </>
  );
}
