import type { ReactNode } from 'react';
import { clsx } from 'clsx';

export interface PageHeaderProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** The muted line under the title. */
  subtitle?: ReactNode;
  /** Announce subtitle changes (a count that arrives after the list). */
  liveSubtitle?: boolean;
  /** Above the title (a listing's place). */
  eyebrow?: ReactNode;
  /** At the end of the row (Save search). */
  actions?: ReactNode;
  className?: string;
}

/** The top of a page: its title, a subtitle, and actions at the far end. */
export function PageHeader({ title, subtitle, liveSubtitle, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header className={clsx('app-page-header', className)}>
      <div>
        {eyebrow}
        <h1 className="app-page-title">{title}</h1>
        {subtitle !== undefined && (
          <p className="app-page-subtitle" aria-live={liveSubtitle ? 'polite' : undefined}>
            {subtitle}
          </p>
        )}
      </div>
      {actions}
    </header>
  );
}
