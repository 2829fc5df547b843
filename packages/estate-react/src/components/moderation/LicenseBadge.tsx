import type { LicenseStatus } from '@estate/sdk';
import { ShieldCheck } from '../../icons/index.js';
import { useTranslate } from '../../config/context.js';

export interface LicenseBadgeProps {
  /** `verified`, `expired` or `unverified` (the profile's, the directory's or a listing owner's `license_status`). */
  status: LicenseStatus | null | undefined;
  /** The verified practising-certificate year. */
  year: number | null | undefined;
  className?: string;
}

/**
 * 'Licence verified {year}' with a small shield, when a moderator checked the agent's Estate Agents
 * Registration Board number and practising certificate against the register; 'Licence expired
 * {year}', muted, when the certificate checked is for an earlier year; nothing otherwise. It stands
 * apart from the paid-plan badge ('Verified Agent'), which says what the agent pays for.
 */
export function LicenseBadge({ status, year, className }: LicenseBadgeProps) {
  const t = useTranslate();
  if (!year || (status !== 'verified' && status !== 'expired')) return null;
  const verified = status === 'verified';
  return (
    <span
      className={`est-license-badge est-inline est-gap-1 est-pill est-text-xs est-semibold est-nowrap${className ? ` ${className}` : ''}`}
      data-status={status}
      title={t(verified ? 'licenseVerifiedHint' : 'licenseExpiredHint')}
      data-testid="license-badge"
    >
      <ShieldCheck size={14} aria-hidden />
      {t(verified ? 'licenseVerified' : 'licenseExpired', { year })}
    </span>
  );
}
