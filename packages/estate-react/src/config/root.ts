'use client';

import { clsx, type ClassValue } from 'clsx';
import { useEstateUI } from './context.js';

/**
 * The props every component root carries: `est-root est-<name>` plus the caller's classes, and
 * the theme as `data-theme` so the tokens apply to this subtree alone.
 */
export function useRootProps(name: string, ...classNames: ClassValue[]): { className: string; 'data-theme': string } {
  const { theme } = useEstateUI();
  return { className: clsx('est-root', `est-${name}`, ...classNames), 'data-theme': theme };
}
