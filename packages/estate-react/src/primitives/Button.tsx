'use client';

import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './Spinner.js';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', size = 'md', loading = false, icon, className, children, disabled, type = 'button', ref, ...props }: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={clsx('est-button', className)}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size={size === 'lg' ? 18 : 16} /> : icon}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does, for screen readers and the tooltip (every icon-only control is labelled). */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'solid' | 'overlay';
  size?: 'sm' | 'md' | 'lg';
  /** Shown after the icon, e.g. a count. */
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ label, icon, variant = 'ghost', size = 'md', className, type = 'button', children, ref, ...props }: IconButtonProps) {
  return (
    <button ref={ref} type={type} aria-label={label} title={label} className={clsx('est-icon-button', className)} data-variant={variant} data-size={size} {...props}>
      {icon}
      {children}
    </button>
  );
}
