import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateProvider } from '../../config/EstateProvider.js';
import { GuestGate, GuestGateView, useGuestGate } from './GuestGate.js';
import { OFFLINE_API, offlineClient } from '../../testing/offline-client.js';

afterEach(cleanup);

const noop = () => undefined;

describe('GuestGate', () => {
  it("shows the spec's text and calls onRegister", () => {
    const onRegister = vi.fn();
    render(<GuestGateView open onOpenChange={noop} onRegister={onRegister} />);
    expect(screen.getByText('You need to be a registered user to access this feature')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onRegister).toHaveBeenCalledOnce();
  });

  it('opens the register page in a new tab from the click', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onOpenChange = vi.fn();
    render(<GuestGate open onOpenChange={onOpenChange} />, {
      wrapper: offlineClient().wrapper,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // On the marketplace (the API's origin, the page being on another one), never the page's own /register.
    expect(open).toHaveBeenCalledWith(`${OFFLINE_API}/register`, '_blank', 'noopener,noreferrer');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    open.mockRestore();
  });

  it('guard opens the popup instead of running the action for someone not registered', () => {
    const action = vi.fn();
    function Guarded() {
      const { guard, popup } = useGuestGate();
      return (
        <>
          <button type="button" onClick={() => guard(action)}>
            Create
          </button>
          {popup}
        </>
      );
    }
    render(<Guarded />, { wrapper: offlineClient().wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Join Estate' })).toBeTruthy();
  });

  it('shares the one popup of EstateProvider: a guarded control renders none of its own', () => {
    const popups: unknown[] = [];
    function Guarded() {
      const { guard, popup } = useGuestGate();
      popups.push(popup);
      return (
        <button type="button" onClick={() => guard(noop, 'search')}>
          Search agents
        </button>
      );
    }
    render(<Guarded />, { wrapper: offlineClient().wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Search agents' }));
    expect(popups.every((popup) => popup === null)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Join Estate' }).textContent).toContain('You need to be a registered user to access this feature');
  });

  it("calls the provider's onGuestAction with the feature instead of the popup", () => {
    const onGuestAction = vi.fn();
    const { client } = offlineClient();
    function Guarded() {
      const { guard } = useGuestGate();
      return (
        <button type="button" onClick={() => guard(noop, 'like')}>
          Like
        </button>
      );
    }
    render(
      <EstateProvider client={client} onGuestAction={onGuestAction}>
        <Guarded />
      </EstateProvider>
    );
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(onGuestAction).toHaveBeenCalledWith('like');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signs a guest in where it stands and then finishes what it tried', async () => {
    const { client, wrapper } = offlineClient();
    client.session.set({ access: 'guest', refresh: 'guest', isGuest: true });
    const login = vi.spyOn(client.auth, 'login').mockImplementation(async () => {
      const userInfo = {
        access: 'member',
        refresh: 'member',
        isGuest: false,
      };
      client.session.set(userInfo);
      return userInfo;
    });
    const like = vi.fn();
    function Guarded() {
      const { guard } = useGuestGate();
      return (
        <button type="button" onClick={() => guard(like, 'like')}>
          Like
        </button>
      );
    }
    render(<Guarded />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in to continue' });
    expect(dialog.textContent).toContain('we finish what you started');
    expect(like).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'buyer@estate.demo' },
    });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: 'secret' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(like).toHaveBeenCalledOnce());
    expect(login).toHaveBeenCalledWith({
      email: 'buyer@estate.demo',
      password: 'secret',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('forgets the tried action when the guest closes the popup instead', () => {
    const like = vi.fn();
    function Guarded() {
      const { guard, signIn } = useGuestGate();
      return (
        <>
          <button type="button" onClick={() => guard(like, 'like')}>
            Like
          </button>
          <button type="button" onClick={() => signIn()}>
            Header sign in
          </button>
        </>
      );
    }
    render(<Guarded />, { wrapper: offlineClient().wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Header sign in' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in to continue' });
    expect(dialog.textContent).toContain('Welcome back');
    expect(like).not.toHaveBeenCalled();
  });
});
