import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { myProfile } from '../../storybook/fixtures.js';
import { asUser } from '../../storybook/session.js';
import { actionDone } from '../shared/action-results.js';
import { ProfileEditForm, ProfileEditFormView } from './ProfileEditForm.js';

/**
 * The own profile's form (spec §2 Profile edit). Connected: `<ProfileEditForm onSaved={() =>
 * navigate(paths.myProfile())} />` saves through `useUpdateProfile`; a refusal, the SDK rule's or
 * the server's, shows under each field from `error.fieldErrors`. The saved banner stays 4 s, the
 * photo banner 3 s.
 */
const meta = {
  title: 'Account/ProfileEditForm',
  component: ProfileEditFormView,
  args: { profile: myProfile, onSave: fn(async () => actionDone()) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileEditFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('City')).toHaveValue('Nairobi');
    await expect(canvas.getByLabelText('Country')).toHaveValue('KE');
    await expect(canvas.getByLabelText('Facebook URL')).toHaveAttribute('type', 'url');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ city: 'Nairobi', is_buyer: true, gender: 'Female' }));
    await waitFor(() => expect(canvas.getByText('Profile updated successfully!')).toBeVisible());
  },
};

/** Field errors under their fields, as the rule or the server words them. */
export const WithErrors: Story = {
  args: {
    fieldErrors: {
      facebook_url: ['Enter a valid URL.'],
      license: ['Ensure this field has no more than 100 characters.'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Facebook URL')).toHaveAccessibleDescription('Enter a valid URL.');
    await expect(canvas.getByLabelText('License')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Banners: Story = { args: { defaultSaved: true, defaultPhotoPicked: true } };

export const Saving: Story = { args: { saving: true } };

/** Nobody signed in, or no profile yet. */
export const NoProfile: Story = {
  args: { profile: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('User must be authenticated and userProfile must exist!')).toBeVisible();
  },
};

export const French: Story = { args: { fieldErrors: { facebook_url: ['Saisissez une URL valide.'] } }, globals: { locale: 'fr' } };
export const Light: Story = { args: { defaultSaved: true }, globals: { theme: 'light' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** Against the real server: the demo buyer changes the city, sees the saved banner, and puts it back. */
export const EditCityOnServer: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <ProfileEditForm />,
  play: async ({ canvas }) => {
    const city = await canvas.findByLabelText('City', {}, { timeout: 10_000 });
    await waitFor(() => expect(city).toHaveValue('Nairobi'));
    await userEvent.clear(city);
    await userEvent.type(city, 'Mombasa');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(canvas.getByText('Profile updated successfully!')).toBeVisible(), { timeout: 10_000 });
    await expect(canvas.getByLabelText('City')).toHaveValue('Mombasa');

    await userEvent.clear(canvas.getByLabelText('City'));
    await userEvent.type(canvas.getByLabelText('City'), 'Nairobi');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(canvas.getByText('Profile updated successfully!')).toBeVisible(), { timeout: 10_000 });
  },
};

/** Against the real server: a link that is no URL is refused under its field. */
export const InvalidLinkOnServer: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <ProfileEditForm />,
  play: async ({ canvas }) => {
    const facebook = await canvas.findByLabelText('Facebook URL', {}, { timeout: 10_000 });
    await waitFor(() => expect(facebook).not.toHaveValue(''));
    await userEvent.clear(facebook);
    await userEvent.type(facebook, 'ftp://nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(canvas.getByLabelText('Facebook URL')).toHaveAccessibleDescription('Enter a valid URL.'));
  },
};
