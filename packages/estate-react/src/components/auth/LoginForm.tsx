'use client';

import { looksLikeEmail, RuleError, type ActionResult, type ErrorIssue, type UserInfo } from '@estate/sdk';
import { useSession } from '@estate/sdk/react';
import { Eye, EyeOff } from '../../icons/index.js';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import { Button } from '../../primitives/Button.js';
import { TextField } from '../../primitives/Field.js';
import { useErrorText } from '../shared/error-text.js';
import { FormActions } from '../shared/FormActions.js';
import { useFieldErrors } from '../shared/useFieldErrors.js';

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

const LOGIN_FIELDS = ['email', 'password'] as const;
const issue = (code: string): ErrorIssue[] => [{ code, values: {}, message: code }];

/** Both fields filled in and the e-mail like one, refused by the server's codes (`required`, `invalid_email`) so they read as its texts do. */
function checkLogin({ email, password }: LoginCredentials): ActionResult<LoginCredentials> {
  const issues: Record<string, ErrorIssue[]> = {};
  if (!email.trim()) issues.email = issue('required');
  else if (!looksLikeEmail(email)) issues.email = issue('invalid_email');
  if (!password) issues.password = issue('required');
  return Object.keys(issues).length ? { ok: false, error: new RuleError('invalid', '', issues) } : { ok: true, value: { email: email.trim(), password } };
}

/**
 * The e-mail and password form of the landing screen (spec §2 'Continue with Email'). Both fields
 * are required and the e-mail must look like one, checked here before anything is sent; what the
 * user typed stays when the sign-in fails.
 */
export function LoginFormView({ onSubmit, submitting = false, error, defaultEmail = '', footer, className }: LoginFormViewProps) {
  const t = useTranslate();
  const root = useRootProps('login-form', 'est-stack est-gap-4 est-full', className);
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const errors = useFieldErrors({ check: checkLogin, fields: LOGIN_FIELDS });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkLogin({ email, password });
    if (!checked.ok) return errors.refuse(checked.error);
    errors.clear();
    onSubmit?.(checked.value);
  };

  return (
    <form {...root} ref={errors.formRef} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
      <TextField
        label={t('authEmail')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          errors.fieldChanged('email', { email: event.target.value, password });
        }}
        errors={errors.errors.email}
      />
      <div className="est-login-form-password est-relative">
        <TextField
          label={t('authPassword')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.fieldChanged('password', { email, password: event.target.value });
          }}
          errors={errors.errors.password}
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
      <FormActions error={error} status={submitting ? 'pending' : 'idle'} statusText={t('authSigningIn')}>
        <Button type="submit" size="lg" loading={submitting} className="est-auth-submit est-full">
          {submitting ? t('authSigningIn') : t('authSignIn')}
        </Button>
      </FormActions>
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
