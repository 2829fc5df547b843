'use client';

import { checkRegistration, REGISTRATION_FIELDS, type ActionResult, type EstateError, type RegisterResult, type RegistrationField, type RegistrationPayload } from '@estate/sdk';
import { useSession } from '@estate/sdk/react';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import type { EstateUIMessageKey, EstateUIMessages } from '../../messages/index.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { TextField } from '../../primitives/Field.js';
import { localErrorText, localFieldErrors } from '../shared/error-text.js';

/** How the form ends: the activation link is on its way, or the account exists and may sign in. */
export type RegisterOutcome = 'activation-sent' | 'sign-in';

export interface RegisterFormViewProps {
  /**
   * Called with the checked payload (spec §5 rules from `@estate/sdk`); resolves to how it ended
   * (`{ok: true, value}`: an outcome to show, or undefined to show none), or to the refusal.
   */
  onSubmit?: (payload: RegistrationPayload) => Promise<ActionResult<RegisterOutcome | undefined>> | ActionResult<RegisterOutcome | undefined>;
  submitting?: boolean;
  /** The server's refusal, already joined ('Username: A user with that username already exists.'). */
  error?: string;
  /** The fields the server named, marked invalid. */
  invalidFields?: readonly string[];
  /** Dismisses `error` (the banner's close button). */
  onDismissError?: () => void;
  /** Show an outcome from the start (stories). */
  defaultOutcome?: RegisterOutcome;
  /** Under the button: the sign-in link, the Google notice. */
  footer?: ReactNode;
  className?: string;
}

const FIELDS: { name: RegistrationField; label: EstateUIMessageKey; type: string; autoComplete: string }[] = [
  { name: 'username', label: 'authUsername', type: 'text', autoComplete: 'username' },
  { name: 'email', label: 'authEmail', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'authPassword', type: 'password', autoComplete: 'new-password' },
  { name: 're_password', label: 'authConfirmPassword', type: 'password', autoComplete: 'new-password' },
  { name: 'first_name', label: 'authFirstName', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'authLastName', type: 'text', autoComplete: 'family-name' },
];

const EMPTY = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ''])) as Record<RegistrationField, string>;

/**
 * The register screen's form (spec §2): six required fields, checked by the SDK's `checkRegistration`
 * before anything is sent. Empty or malformed fields show under themselves; 'Passwords do not
 * match!' and the server's joined field errors show in a dismissible banner (spec §8). Once
 * registered it says 'An activation link has been sent to your email in the next 8 minutes'.
 */
export function RegisterFormView({ onSubmit, submitting = false, error, invalidFields = [], onDismissError, defaultOutcome, footer, className }: RegisterFormViewProps) {
  const t = useTranslate();
  const { messages } = useEstateUI();
  const root = useRootProps('register-form', 'est-stack est-gap-4 est-full', className);
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RegistrationField, string[]>>>({});
  const [mismatch, setMismatch] = useState(false);
  const [outcome, setOutcome] = useState<RegisterOutcome | undefined>(defaultOutcome);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onDismissError?.();
    const checked = checkRegistration(values);
    if (!checked.ok) {
      const mismatched = checked.error.code === 'passwords_do_not_match';
      setMismatch(mismatched);
      setFieldErrors(mismatched ? {} : localFieldErrors(messages, checked.error));
      return;
    }
    setMismatch(false);
    setFieldErrors({});
    const ended = await onSubmit?.(checked.value);
    if (ended?.ok && ended.value) setOutcome(ended.value);
  };

  if (outcome) {
    const sent = outcome === 'activation-sent';
    return (
      <div {...root} data-outcome={outcome}>
        <div className="est-register-done est-text-center est-stack est-gap-3" role="status">
          <span className="est-register-done-icon est-justify-center est-inline est-pill" aria-hidden>
            <MailCheck size={28} />
          </span>
          {sent && <p className="est-register-done-title est-text-lg est-semibold">{t('authCheckInbox')}</p>}
          <p className="est-register-done-text est-text-sm">{sent ? t('registrationSent') : t('authRegisteredSignIn')}</p>
        </div>
        {footer}
      </div>
    );
  }

  const set = (name: RegistrationField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  return (
    <form {...root} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
      {mismatch && (
        <Banner tone="danger" onDismiss={() => setMismatch(false)}>
          {t('passwordsDoNotMatch')}
        </Banner>
      )}
      {error && (
        <Banner tone="danger" onDismiss={onDismissError}>
          {error}
        </Banner>
      )}
      <div className="est-register-form-grid est-grid est-gap-4">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            className="est-register-form-field"
            data-field={field.name}
            label={t(field.label)}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={set(field.name)}
            errors={fieldErrors[field.name]}
            aria-invalid={fieldErrors[field.name] || invalidFields.includes(field.name) || (mismatch && field.name === 're_password') ? true : undefined}
          />
        ))}
      </div>
      <Button type="submit" size="lg" loading={submitting} className="est-auth-submit est-full">
        {submitting ? t('authSigningUp') : t('authSignUp')}
      </Button>
      {footer}
    </form>
  );
}

export interface RegisterFormProps extends Pick<RegisterFormViewProps, 'footer' | 'className'> {
  /** Called once registered; `loggedIn` when the server let the account sign in at once (spec §4). */
  onRegistered?: (result: RegisterResult) => void;
}

/**
 * The spec's banner for a refused registration (§5): the server's words by code in the provider's
 * language ('Username: A user with that username already exists.'), or 'Registration failed. Please check
 * your details.' when no answer said why.
 */
function registrationBanner(messages: EstateUIMessages, error: EstateError): string {
  return error.kind === 'http' && error.code !== 'generic' ? localErrorText(messages, error) : messages.registrationFailed;
}

/** Registers through `useSession().register`; a refusal shows as the spec's joined banner. */
export function RegisterForm({ onRegistered, ...props }: RegisterFormProps) {
  const { register, loading, error, clearError } = useSession();
  const { messages } = useEstateUI();
  return (
    <RegisterFormView
      {...props}
      submitting={loading}
      error={error ? registrationBanner(messages, error) : undefined}
      invalidFields={Object.keys(error?.issues ?? {})}
      onDismissError={clearError}
      onSubmit={async (payload) => {
        const result = await register(payload);
        if (!result.ok) return result;
        onRegistered?.(result.value);
        if (result.value.loggedIn) return { ok: true, value: undefined };
        return { ok: true, value: result.value.awaitingActivation ? 'activation-sent' : 'sign-in' };
      }}
    />
  );
}
