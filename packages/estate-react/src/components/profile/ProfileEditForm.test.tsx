import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myProfile } from '../../storybook/fixtures.js';
import { actionDone, fieldRefusal } from '../shared/action-results.js';
import { PROFILE_PHOTO_BANNER_MS, PROFILE_SAVED_BANNER_MS, ProfileEditFormView } from './ProfileEditForm.js';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('ProfileEditFormView', () => {
  it('starts from the profile and sends every field, flags as booleans', async () => {
    const onSave = vi.fn(async () => actionDone());
    render(<ProfileEditFormView profile={myProfile} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Mombasa' } });
    fireEvent.click(screen.getByLabelText('Seller'));
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Save changes' }).closest('form')!));
    expect(onSave).toHaveBeenCalledWith({
      phone_number: myProfile.phone_number,
      about_me: myProfile.about_me,
      license: '',
      license_year: '',
      gender: 'Female',
      country: 'KE',
      city: 'Mombasa',
      facebook_url: myProfile.facebook_url,
      instagram_url: myProfile.instagram_url,
      twitter_url: myProfile.twitter_url,
      threads_url: myProfile.threads_url,
      is_buyer: true,
      is_seller: true,
      is_agent: false,
    });
  });

  it('defaults to Kenya, Nairobi and Other for a profile without them', () => {
    render(<ProfileEditFormView profile={{ ...myProfile, country: '', city: null as unknown as string, gender: null as unknown as 'Other' }} />);
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('KE');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Nairobi');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('Other');
  });

  it('shows the saved banner for 4 s after a save', async () => {
    vi.useFakeTimers();
    render(<ProfileEditFormView profile={myProfile} onSave={async () => actionDone()} />);
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Save changes' }).closest('form')!));
    expect(screen.getByText('Profile updated successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(PROFILE_SAVED_BANNER_MS - 1));
    expect(screen.getByText('Profile updated successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
  });

  it('shows no saved banner when the save is refused, and the refusal under its field', async () => {
    render(<ProfileEditFormView profile={myProfile} onSave={async () => fieldRefusal({ phone_number: [['invalid_phone', {}, 'Enter a valid phone number.']] })} />);
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Save changes' }).closest('form')!));
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid phone number.')).toBeTruthy();
  });

  it('previews a picked photo locally, sends it, and shows the photo banner for 3 s', async () => {
    vi.useFakeTimers();
    const onSave = vi.fn(async () => actionDone());
    render(<ProfileEditFormView profile={myProfile} onSave={onSave} />);
    const file = photo();
    fireEvent.change(screen.getByLabelText('Profile photo'), { target: { files: [file] } });
    expect(screen.getByText('New photo selected. Save to upload it.')).toBeTruthy();
    await act(async () => {});
    expect(screen.getByRole('img', { name: 'Profile photo' }).getAttribute('src')).toBe('blob:preview');
    act(() => vi.advanceTimersByTime(PROFILE_PHOTO_BANNER_MS));
    expect(screen.queryByText('New photo selected. Save to upload it.')).toBeNull();
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Save changes' }).closest('form')!));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ profile_photo: file }));
  });

  it('shows each field error under its field, tied to it for screen readers', () => {
    render(<ProfileEditFormView profile={myProfile} fieldErrors={{ facebook_url: ['Enter a valid URL.'], gender: ['"Robot" is not a valid choice.'] }} />);
    const facebook = screen.getByLabelText('Facebook URL');
    expect(facebook.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(facebook.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a valid URL.');
    expect(screen.getByText('"Robot" is not a valid choice.')).toBeTruthy();
  });

  it("says 'User must be authenticated and userProfile must exist!' without a profile", () => {
    render(<ProfileEditFormView profile={null} />);
    expect(screen.getByText('User must be authenticated and userProfile must exist!')).toBeTruthy();
  });
});
