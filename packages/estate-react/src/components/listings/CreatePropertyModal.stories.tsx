import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { CreatePropertyModal, CreatePropertyModalView, type CreatePropertyValues } from './CreatePropertyModal.js';
import { canvasPng, seededPhoto } from '../shared/story-helpers.js';

/**
 * The Create Post dialog (spec §3 payload, §4, §5). Connected: `<CreatePropertyModal
 * trigger={<Button>Create</Button>} onCreated={...} />` sends through `useCreateProperty`:
 * 'Submitting...' and an upload progress bar while it runs, the required-fields message, and 'Post
 * created successfully!' before it closes by itself 4 s later. Guests see 'User must be
 * authenticated to create a property.'.
 */
const meta = {
  title: 'Account/CreatePropertyModal',
  component: CreatePropertyModalView,
  args: { defaultOpen: true, onSubmit: fn() },
  parameters: { layout: 'padded', docs: { story: { inline: false, height: '720px' } } },
} satisfies Meta<typeof CreatePropertyModalView>;

export default meta;
type Story = StoryObj<typeof meta>;
/** The dialog fades in: wait until what it shows is visible. */
const seen = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const filled: Partial<CreatePropertyValues> = {
  title: 'Garden Villa in Runda',
  description: 'A four-bedroom villa on a quiet, leafy close with a mature garden and staff quarters.',
  interior_features: 'Fitted kitchen, fireplace, en-suite bedrooms',
  exterior_features: 'Garden, borehole, electric fence, two-car garage',
  country: 'KE',
  city: 'Nairobi',
  postal_code: '00621',
  street_address: 'Runda Grove 14',
  property_status: 'Completed Project',
  price: '650000',
  plot_area: '2023',
  total_floors: '2',
  bedrooms: '4',
  bathrooms: '5',
  advert_type: 'For Sale',
  property_type: 'House',
};

/** With the photos a user picked: the previews are local. */
const withPhotos: Story['loaders'] = [async () => ({ cover: await seededPhoto(0), photos: await Promise.all([1, 2, 3].map(seededPhoto)) })];
type Loaded = { cover?: File; photos?: File[] };

export const Empty: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await expect(within(dialog).getByLabelText('Total floors')).toHaveValue(0);
    await expect(within(dialog).getByLabelText(/^Property type/)).toHaveValue('Other');
    await expect(within(dialog).getByLabelText(/^Price/)).toHaveAccessibleDescription('In US dollars (USD)');
  },
};

export const FilledWithPreviews: Story = {
  loaders: withPhotos,
  render: (args, { loaded }) => <CreatePropertyModalView {...args} defaultValues={{ ...filled, cover_photo: (loaded as Loaded).cover ?? null, photos: (loaded as Loaded).photos ?? [] }} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await expect(within(dialog).getAllByRole('img')).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo-3.png' }));
    await expect(within(dialog).getAllByRole('img')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: filled.title, price: '650000', country: 'KE', photos: [expect.any(File), expect.any(File)] }), { keptPhotoIds: [] });
  },
};

export const Submitting: Story = {
  loaders: withPhotos,
  args: { submitting: true, uploadProgress: 0.42 },
  render: (args, { loaded }) => <CreatePropertyModalView {...args} defaultValues={{ ...filled, cover_photo: (loaded as Loaded).cover ?? null }} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(within(dialog).getByRole('progressbar', { name: 'Uploading photos' })).toHaveAttribute('aria-valuenow', '42');
  },
};

export const Success: Story = {
  args: { success: true },
  render: (args) => <CreatePropertyModalView {...args} defaultValues={filled} />,
  play: async () => {
    await seen(await screen.findByText('Post created successfully!'));
  },
};

/** The spec's required-fields message, with each missing field marked. */
export const RequiredFieldsError: Story = {
  args: {
    error: "Make sure the following fields 'Price, Country, Property Type, Advert Type, Cover Photo and Project Status' are filled out.",
    fieldErrors: { price: ['This field is required.'], country: ['This field is required.'], advert_type: ['This field is required.'], cover_photo: ['This field is required.'], property_status: ['This field is required.'] },
  },
  render: (args) => <CreatePropertyModalView {...args} defaultValues={{ title: 'Plot in Kitengela' }} />,
};

export const Guest: Story = {
  args: { authenticated: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await seen(within(dialog).getByText('User must be authenticated to create a property.'));
    await expect(within(dialog).getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

export const French: Story = { args: { fieldErrors: { price: ['Ce champ est obligatoire.'] } }, globals: { locale: 'fr' } };
export const Light: Story = { loaders: withPhotos, render: FilledWithPreviews.render, globals: { theme: 'light' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** Against the real server: an empty submit gets the spec's message from the SDK's rule. */
export const RequiredFieldsOnServer: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <CreatePropertyModal defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await seen(await within(dialog).findByText("Make sure the following fields 'Price, Country, Property Type, Advert Type, Cover Photo and Project Status' are filled out."));
    await expect(within(dialog).getByLabelText(/^Price/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Against the real server: the buyer posts a property with a cover photo drawn on a canvas. */
export const CreateOnServer: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => <CreatePropertyModal defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    const form = within(dialog);
    await userEvent.type(form.getByLabelText('Title'), 'Storybook bungalow in Karen');
    await userEvent.type(form.getByLabelText(/^Price/), '185000');
    await userEvent.selectOptions(form.getByLabelText(/^Country/), 'KE');
    await userEvent.type(form.getByLabelText('City'), 'Nairobi');
    await userEvent.selectOptions(form.getByLabelText(/^Property status/), 'Completed Project');
    await userEvent.selectOptions(form.getByLabelText(/^Advert type/), 'For Sale');
    await userEvent.selectOptions(form.getByLabelText(/^Property type/), 'House');
    await userEvent.upload(form.getByLabelText(/^Cover photo/), await canvasPng('cover.png'));
    await seen(await form.findByRole('img', { name: 'cover.png' }));
    await userEvent.click(form.getByRole('button', { name: 'Post' }));
    await seen(await form.findByText('Post created successfully!', {}, { timeout: 15_000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Post' })).toBeNull(), { timeout: 6_000 });
  },
};

/** Against the real server: a guest cannot post. */
export const GuestOnServer: Story = {
  ...asUser('guest'),
  render: () => <CreatePropertyModal defaultOpen />,
  play: async () => {
    await seen(await screen.findByText('User must be authenticated to create a property.'));
  },
};
