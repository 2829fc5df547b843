import { Link } from 'react-router';
import { useAppText } from '../app/i18n/AppText';

/** The mark and the name, linking home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const text = useAppText();
  return (
    <Link to="/" className="app-logo" aria-label={compact ? text('brand') : undefined}>
      <LogoMark />
      {!compact && <span className="app-logo-name">{text('brand')}</span>}
    </Link>
  );
}

/** A roof over a door: the brand's mark, in the accent colour. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="app-logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden>
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="var(--est-accent-foreground)" />
    </svg>
  );
}
