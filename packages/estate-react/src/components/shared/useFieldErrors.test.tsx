import { checkRegistration, type ActionResult, type EstateError, type RegistrationDraft } from '@estate/sdk';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { englishMessages } from '../../messages/index.js';
import { TextField } from '../../primitives/Field.js';
import { detailRefusal, fieldRefusal } from './action-results.js';
import { refusalOf, useFieldErrors } from './useFieldErrors.js';

afterEach(cleanup);

/** The refusal an action result holds. */
const refused = (result: ActionResult<never>): EstateError => {
  if (result.ok) throw new Error('not a refusal');
  return result.error;
};

describe('refusalOf', () => {
  it("puts each issue at its field and the rest in one text for the form, never joined with ' | '", () => {
    const error = refused(fieldRefusal({ username: [['unique', {}, 'A user with that username already exists.']], non_field_errors: [['invalid', {}, 'Unable to register.']], tax: [['invalid', {}, 'A valid number is required.']] }));
    const refusal = refusalOf(englishMessages, error, ['username', 'email']);
    expect(refusal.fields).toEqual({ username: ['A user with that username already exists.'] });
    expect(refusal.form).toBe('Unable to register. A valid number is required.');
    expect(refusal.form).not.toContain(' | ');
  });

  it("gives a refusal of the whole (the server's detail) to the form", () => {
    const refusal = refusalOf(englishMessages, refused(detailRefusal(403, 'permission_denied', 'You do not have permission.')), ['username']);
    expect(refusal.fields).toEqual({});
    expect(refusal.form).toBeTruthy();
  });
});

/** A two-field form on the hook, as a kit form uses it. */
function Form({ refusal }: { refusal?: Parameters<ReturnType<typeof useFieldErrors>['refuse']>[0] }) {
  const [values, setValues] = useState<RegistrationDraft>({ username: '', email: '' });
  const check = (draft: RegistrationDraft) => checkRegistration({ password: 'x', re_password: 'x', first_name: 'A', last_name: 'B', ...draft });
  const errors = useFieldErrors({ check, fields: ['username', 'email'] });
  const set = (name: 'username' | 'email') => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    errors.fieldChanged(name, next);
  };
  return (
    <form
      ref={errors.formRef}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = check(values);
        if (!checked.ok) errors.refuse(checked.error);
        else if (refusal) errors.refuse(refusal);
      }}
    >
      <TextField label="Username" value={values.username ?? ''} onChange={set('username')} errors={errors.errors.username} />
      <TextField label="Email" value={values.email ?? ''} onChange={set('email')} errors={errors.errors.email} />
      {errors.formError && <p role="alert">{errors.formError}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
const invalid = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid') === 'true';

describe('useFieldErrors', () => {
  it('marks the refused fields, focuses the first, and clears each once its field is valid', async () => {
    render(<Form />);
    await send();
    expect(invalid('Username')).toBe(true);
    expect(invalid('Email')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    // Still wrong: the field says what is wrong now.
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amani@example.com' } });
    expect(invalid('Email')).toBe(false);
    expect(invalid('Username')).toBe(true);
  });

  it("clears a server's field error once the refused value changes, and keeps the others", async () => {
    const refusal = refused(fieldRefusal({ username: [['unique', {}, 'A user with that username already exists.']], email: [['unique', {}, 'Taken.']] }));
    render(<Form refusal={refusal} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'amani' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amani@example.com' } });
    await send();
    expect(screen.getByText('A user with that username already exists.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'amani2' } });
    expect(invalid('Username')).toBe(false);
    expect(invalid('Email')).toBe(true);
  });

  it('says a refusal no field owns for the form', async () => {
    render(<Form refusal={refused(detailRefusal(429, 'throttled', 'Request was throttled.'))} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'amani' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amani@example.com' } });
    await send();
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(invalid('Username')).toBe(false);
  });
});
