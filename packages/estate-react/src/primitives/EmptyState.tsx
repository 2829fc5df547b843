import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: an icon, the spec's text, and an action when one helps. */
export function EmptyState({ icon, title, children, className }: { icon?: ReactNode; title: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div className={clsx('est-empty', className)}>
      {icon && <div className="est-empty-icon" aria-hidden>{icon}</div>}
      <p className="est-empty-title">{title}</p>
      {children && <div className="est-empty-body">{children}</div>}
    </div>
  );
}
