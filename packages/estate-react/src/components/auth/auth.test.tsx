import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { ActivationPanelView } from './ActivationPanel.js';
import { LoginFormView } from './LoginForm.js';
import { RegisterFormView } from './RegisterForm.js';
import { detailRefusal, fieldRefusal } from '../shared/action-results.js';
import { describedBy } from '../../testing/described-by.js';

afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const description = describedBy;
const submit = (name: string) => act(async () => fireEvent.submit(screen.getByRole('button', { name }).closest('form')!));

describe('LoginFormView', () => {
  it('sends nothing while a field is empty, and says which', async () => {
    const onSubmit = vi.fn();
    render(<LoginFormView onSubmit={onSubmit} />);
    await submit('Sign In');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(description(screen.getByLabelText('Email address'))).toBe('This field is required.');
    expect(description(screen.getByLabelText('Password'))).toBe('This field is required.');
  });

  it('refuses an e-mail that is not one', async () => {
    const onSubmit = vi.fn();
    render(<LoginFormView onSubmit={onSubmit} />);
    type('Email address', 'wanjiru.example.com');
    type('Password', 'secret');
    await submit('Sign In');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
  });

  it('sends the trimmed e-mail and the password as typed', async () => {
    const onSubmit = vi.fn();
    render(<LoginFormView onSubmit={onSubmit} />);
    type('Email address', '  wanjiru@example.com ');
    type('Password', ' pass word ');
    await submit('Sign In');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'wanjiru@example.com', password: ' pass word ' });
  });

  it("shows the server's refusal in red and keeps the typed e-mail", () => {
    const { rerender } = render(<LoginFormView />);
    type('Email address', 'wanjiru@example.com');
    rerender(<LoginFormView error="No active account found with the given credentials" />);
    expect(screen.getByRole('alert').textContent).toBe('No active account found with the given credentials');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('wanjiru@example.com');
  });

  it('reveals and hides the password', () => {
    render(<LoginFormView />);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
  });
});

const fill = (values: Partial<Record<string, string>> = {}) => {
  const all = { Username: 'wambui', 'Email address': 'wambui@example.com', Password: 'ngong-hills-42', 'Confirm password': 'ngong-hills-42', 'First name': 'Wambui', 'Last name': 'Kariuki', ...values };
  for (const [label, value] of Object.entries(all)) type(label, value!);
};

describe('RegisterFormView', () => {
  it('marks every empty field as required and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<RegisterFormView onSubmit={onSubmit} />);
    await submit('Sign Up');
    expect(onSubmit).not.toHaveBeenCalled();
    for (const label of ['Username', 'Email address', 'Password', 'Confirm password', 'First name', 'Last name']) {
      expect(description(screen.getByLabelText(label))).toBe('This field is required.');
    }
  });

  it('refuses a malformed e-mail and whitespace-only names', async () => {
    const onSubmit = vi.fn();
    render(<RegisterFormView onSubmit={onSubmit} />);
    fill({ 'Email address': 'wambui@', 'Last name': '   ' });
    await submit('Sign Up');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(description(screen.getByLabelText('Email address'))).toBe('Enter a valid email address.');
    expect(description(screen.getByLabelText('Last name'))).toBe('This field is required.');
  });

  it("says 'Passwords do not match!' at the confirmation, focuses it, and clears it once the two match", async () => {
    const onSubmit = vi.fn();
    render(<RegisterFormView onSubmit={onSubmit} />);
    fill({ 'Confirm password': 'ngong-hills-43' });
    await submit('Sign Up');
    expect(onSubmit).not.toHaveBeenCalled();
    const confirm = screen.getByLabelText('Confirm password');
    expect(description(confirm)).toBe('Passwords do not match!');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(confirm);
    expect(screen.queryByRole('alert')).toBeNull();
    // Fixed from the other side: the password is changed to match the confirmation.
    type('Password', 'ngong-hills-43');
    expect(confirm.getAttribute('aria-invalid')).toBeNull();
    expect(description(confirm)).toBe('');
  });

  it('focuses the first empty field and clears each error as its field is filled in', async () => {
    render(<RegisterFormView onSubmit={vi.fn()} />);
    await submit('Sign Up');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    type('Username', 'wambui');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    // Still wrong, it says what is wrong now; right, it says nothing.
    type('Email address', 'wambui@');
    expect(description(screen.getByLabelText('Email address'))).toBe('Enter a valid email address.');
    type('Email address', 'wambui@example.com');
    expect(description(screen.getByLabelText('Email address'))).toBe('');
    // A field without an error gets none while typing.
    type('First name', '');
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
  });

  it('sends the trimmed payload and then shows the activation message', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const, value: 'activation-sent' as const }));
    render(<RegisterFormView onSubmit={onSubmit} />);
    fill({ Username: ' wambui ' });
    await submit('Sign Up');
    expect(onSubmit).toHaveBeenCalledWith({ username: 'wambui', email: 'wambui@example.com', password: 'ngong-hills-42', re_password: 'ngong-hills-42', first_name: 'Wambui', last_name: 'Kariuki' });
    expect(screen.getByText('An activation link has been sent to your email in the next 8 minutes')).toBeTruthy();
  });

  it("shows the server's field errors at their fields, never joined, focuses the first and clears it once changed", async () => {
    const refusal = fieldRefusal({
      username: [['unique', {}, 'A user with that username already exists.']],
      password: [['password_too_common', {}, 'This password is too common.']],
    });
    const onSubmit = vi.fn(async () => refusal);
    render(<RegisterFormView onSubmit={onSubmit} />);
    fill();
    await submit('Sign Up');
    expect(onSubmit).toHaveBeenCalledOnce();
    const username = screen.getByLabelText('Username');
    expect(description(username)).toBe('A user with that username already exists.');
    expect(description(screen.getByLabelText('Password'))).toBe('This password is too common.');
    expect(document.activeElement).toBe(username);
    expect(screen.queryByText(/ \| /)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    type('Username', 'wambui2');
    expect(username.getAttribute('aria-invalid')).toBeNull();
    expect(description(screen.getByLabelText('Password'))).toBe('This password is too common.');
  });

  it('shows a refusal no field owns by the Sign Up button', async () => {
    render(<RegisterFormView onSubmit={async () => detailRefusal(429, 'throttled', 'Request was throttled.')} />);
    fill();
    await submit('Sign Up');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.closest('.est-form-actions')?.contains(screen.getByRole('button', { name: 'Sign Up' }))).toBe(true);
  });

  it('speaks French when the provider does', async () => {
    render(
      <EstateUIProvider locale="fr">
        <RegisterFormView />
      </EstateUIProvider>,
    );
    expect(screen.getByLabelText('Confirmer le mot de passe')).toBeTruthy();
    expect(screen.getByRole('button', { name: "S'inscrire" })).toBeTruthy();
  });
});

describe('ActivationPanelView', () => {
  it('offers the button until activated, then the spec message', () => {
    const onActivate = vi.fn();
    const { rerender } = render(<ActivationPanelView status="idle" onActivate={onActivate} />);
    expect(screen.getByRole('heading', { name: 'Activate Your Account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activate Account' }));
    expect(onActivate).toHaveBeenCalledOnce();
    rerender(<ActivationPanelView status="activated" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Your account has been activated! You can log in now.')).toBeTruthy();
  });

  it('offers a retry after a failure', () => {
    render(<ActivationPanelView status="failed" />);
    expect((screen.getByRole('button', { name: 'Activate Account' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
