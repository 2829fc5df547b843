'use client';

import { checkRegistration, REGISTRATION_FIELDS, type ActionResult, type RegisterResult, type RegistrationField, type RegistrationPayload } from '@estate/sdk';
import { useSession } from '@estate/sdk/react';
import { MailCheck } from '../../icons/index.js';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Button } from '../../primitives/Button.js';
import { TextField } from '../../primitives/Field.js';
import type { CodeWording } from '../shared/error-text.js';
import { FormActions } from '../shared/FormActions.js';
import { useFieldErrors, type FieldErrorTexts } from '../shared/useFieldErrors.js';

/** How the form ends: the activation link is on its way, or the account exists and may sign in. */
export type RegisterOutcome = 'activation-sent' | 'sign-in';

export interface RegisterFormViewProps {
  /**
   * Called with the checked payload (spec §5 rules from `@estate/sdk`); resolves to how it ended
   * (`{ok: true, value}`: an outcome to show, or undefined to show none), or to the refusal, whose
   * field errors show at their fields and the rest by the Sign Up button.
   */
  onSubmit?: (payload: RegistrationPayload) => Promise<ActionResult<RegisterOutcome | undefined>> | ActionResult<RegisterOutcome | undefined>;
  submitting?: boolean;
  /** A refusal of the whole to show by the button from the start (stories). */
  error?: string;
  /** Field errors to show at their fields from the start (stories): `{username: ['A user with that username already exists.']}`. */
  fieldErrors?: FieldErrorTexts;
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

/** A refusal without a word of why ('generic') reads as the spec's 'Registration failed. Please check your details.'. */
const REGISTRATION_WORDING: CodeWording = { generic: 'registrationFailed' };

/**
 * The register screen's form (spec §2): six required fields, checked by the SDK's `checkRegistration`
 * before anything is sent. Every error shows at its field ('This field is required.', 'Passwords do
 * not match!' at the confirmation, the server's 'A user with that username already exists.' at the
 * username) and goes the moment the field is right; the first wrong field takes the focus. A refusal
 * no field owns shows by the Sign Up button. Once registered it says 'An activation link has been
 * sent to your email in the next 8 minutes'.
 */
export function RegisterFormView({ onSubmit, submitting = false, error, fieldErrors, defaultOutcome, footer, className }: RegisterFormViewProps) {
  const t = useTranslate();
  const root = useRootProps('register-form', 'est-stack est-gap-4 est-full', className);
  const [values, setValues] = useState(EMPTY);
  const shown = useMemo(() => (error || fieldErrors ? { fields: fieldErrors ?? {}, form: error } : undefined), [error, fieldErrors]);
  const errors = useFieldErrors({ check: checkRegistration, fields: REGISTRATION_FIELDS, wording: REGISTRATION_WORDING, shown });
  const [outcome, setOutcome] = useState<RegisterOutcome | undefined>(defaultOutcome);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkRegistration(values);
    if (!checked.ok) return errors.refuse(checked.error);
    errors.clear();
    const ended = await onSubmit?.(checked.value);
    if (!ended) return;
    if (!ended.ok) errors.refuse(ended.error);
    else if (ended.value) setOutcome(ended.value);
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

  const set = (name: RegistrationField) => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    errors.fieldChanged(name, next);
  };
  return (
    <form {...root} ref={errors.formRef} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
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
            errors={errors.errors[field.name]}
          />
        ))}
      </div>
      <FormActions error={errors.formError} onDismissError={errors.clear} status={submitting ? 'pending' : 'idle'} statusText={t('authSigningUp')}>
        <Button type="submit" size="lg" loading={submitting} className="est-auth-submit est-full">
          {submitting ? t('authSigningUp') : t('authSignUp')}
        </Button>
      </FormActions>
      {footer}
    </form>
  );
}

export interface RegisterFormProps extends Pick<RegisterFormViewProps, 'footer' | 'className'> {
  /** Called once registered; `loggedIn` when the server let the account sign in at once (spec §4). */
  onRegistered?: (result: RegisterResult) => void;
}

/** Registers through `useSession().register`; a refusal shows at its fields, the rest by the button. */
export function RegisterForm({ onRegistered, ...props }: RegisterFormProps) {
  const { register, loading, clearError } = useSession();
  return (
    <RegisterFormView
      {...props}
      submitting={loading}
      onSubmit={async (payload) => {
        const result = await register(payload);
        if (!result.ok) {
          // The form shows it; the session keeps no registration error for the sign-in form to show.
          clearError();
          return result;
        }
        onRegistered?.(result.value);
        if (result.value.loggedIn) return { ok: true, value: undefined };
        return { ok: true, value: result.value.awaitingActivation ? 'activation-sent' : 'sign-in' };
      }}
    />
  );
}
