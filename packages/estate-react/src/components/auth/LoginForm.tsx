'use client';

import { looksLikeEmail, type UserInfo } from '@estate/sdk';
import { useSession } from '@estate/sdk/react';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Button } from '../../primitives/Button.js';
import { TextField } from '../../primitives/Field.js';
import { useErrorText } from '../shared/error-text.js';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginFormViewProps {
  /** Called with the trimmed e-mail and the password as typed, once both are filled in. */
  onSubmit?: (credentials: LoginCredentials) => unknown;
  submitting?: boolean;
  /** Why the last sign-in failed, in red under the form (spec §8: the server's detail). */
  error?: string;
  /** The e-mail to start with, e.g. the one just registered. */
  defaultEmail?: string;
  /** Shown under the button: the register link, say. */
  footer?: ReactNode;
  className?: string;
}

type Field = keyof LoginCredentials;

/**
 * The e-mail and password form of the landing screen (spec §2 'Continue with Email'). Both fields
 * are required and the e-mail must look like one, checked here before anything is sent; what the
 * user typed stays when the sign-in fails.
 */
export function LoginFormView({ onSubmit, submitting = false, error, defaultEmail = '', footer, className }: LoginFormViewProps) {
  const t = useTranslate();
  const root = useRootProps('login-form', 'est-stack est-gap-4 est-full', className);
  const errorId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string[]>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: Partial<Record<Field, string[]>> = {};
    if (!email.trim()) errors.email = [t('fieldRequired')];
    else if (!looksLikeEmail(email)) errors.email = [t('invalidEmail')];
    if (!password) errors.password = [t('fieldRequired')];
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) onSubmit?.({ email: email.trim(), password });
  };

  return (
    <form {...root} onSubmit={submit} noValidate aria-busy={submitting || undefined} aria-describedby={error ? errorId : undefined}>
      <TextField
        label={t('authEmail')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        errors={fieldErrors.email}
      />
      <div className="est-login-form-password est-relative">
        <TextField
          label={t('authPassword')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={fieldErrors.password}
        />
        <button
          type="button"
          className="est-login-form-reveal est-bare est-absolute est-justify-center est-rounded est-inline est-muted"
          aria-label={showPassword ? t('authHidePassword') : t('authShowPassword')}
          aria-pressed={showPassword}
          onClick={() => setShowPassword((shown) => !shown)}
        >
          {showPassword ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
        </button>
      </div>
      {error && (
        <p id={errorId} className="est-auth-error est-break est-text-sm est-medium" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" loading={submitting} className="est-auth-submit est-full">
        {submitting ? t('authSigningIn') : t('authSignIn')}
      </Button>
      {footer}
    </form>
  );
}

export interface LoginFormProps extends Omit<LoginFormViewProps, 'onSubmit' | 'submitting' | 'error'> {
  /** The session has started (spec §4: userInfo set, isGuest false), e.g. to go to the splash. */
  onSignedIn?: (userInfo: UserInfo) => void;
}

/** The sign-in form, signing in through `useSession().login`; the server's refusal shows in red. */
export function LoginForm({ onSignedIn, ...props }: LoginFormProps) {
  const { login, loading, error } = useSession();
  const errorText = useErrorText();
  return (
    <LoginFormView
      {...props}
      submitting={loading}
      error={error ? errorText(error) : undefined}
      onSubmit={async (credentials) => {
        const result = await login(credentials);
        if (result.ok) onSignedIn?.(result.value);
      }}
    />
  );
}
