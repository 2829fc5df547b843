'use client';

import { useTheme, type Theme } from '@estate/sdk/react';
import { Moon, Sun } from '../../icons/index.js';
import { useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { IconButton } from '../../primitives/Button.js';

export interface ThemeToggleViewProps {
  /** The theme now: the button offers the other one. */
  theme: Theme;
  onToggle: () => void;
  /** Show the action's words next to the icon (the sidebar); icon only by default (the top bar). */
  showLabel?: boolean;
  className?: string;
}

/** A sun (to light) or moon (to dark) `IconButton`, labelled with what it does. */
export function ThemeToggleView({ theme, onToggle, showLabel = false, className }: ThemeToggleViewProps) {
  const t = useTranslate();
  const root = useRootProps('theme-toggle', 'est-gap-3', className);
  const label = theme === 'dark' ? t('themeToLight') : t('themeToDark');
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <IconButton
      {...root}
      label={label}
      // With its words showing, the button is named by them (a name starts with the text it shows).
      aria-label={showLabel ? undefined : label}
      icon={
        <span className="est-theme-toggle-icon" key={theme} aria-hidden>
          <Icon size={20} />
        </span>
      }
      data-current={theme}
      data-labelled={showLabel || undefined}
      onClick={onToggle}
    >
      {showLabel && <span className="est-theme-toggle-label">{label}</span>}
    </IconButton>
  );
}

export interface ThemeToggleProps {
  /** Put the `dark` / `light` class on `<html>` too: only for the app that owns the page (the reference app). */
  applyToDocument?: boolean;
  showLabel?: boolean;
  className?: string;
}

/**
 * Toggles light and dark through `useTheme` (saved under the client's storage, `theme`). Inside
 * `EstateProvider` without a fixed `theme`, every component follows at once.
 */
export function ThemeToggle({ applyToDocument = false, showLabel, className }: ThemeToggleProps) {
  const { theme, toggle } = useTheme({ applyToDocument });
  return <ThemeToggleView theme={theme} onToggle={toggle} showLabel={showLabel} className={className} />;
}
