import type { ReactNode } from 'react';
import { ThemeToggle } from '@estate/react';
import { Logo } from '../../../layout/Logo';
import { BrandPanel } from './BrandPanel';
import { LocaleButton } from './LocaleButton';
import '../../../styles/auth.css';

/**
 * The sign-in screens' frame: the brand panel on the left (a strip on top on phones), the screen's
 * own content on the right, with the theme and language switches every visitor can reach.
 */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="app-auth">
      <BrandPanel />
      <div className="app-auth-side">
        <header className="app-auth-bar">
          <span className="app-auth-bar-logo">
            <Logo />
          </span>
          <div className="app-auth-bar-tools">
            <LocaleButton />
            <ThemeToggle className="app-auth-tool" />
          </div>
        </header>
        <main id="main" className="app-auth-main">
          <div className="app-auth-content" data-width={wide ? 'wide' : undefined}>
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}
