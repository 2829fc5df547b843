import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { fieldRefusal } from '../shared/action-results.js';
import { CreatePropertyModalView } from './CreatePropertyModal.js';
import { describedBy } from '../../testing/described-by.js';

let made = 0;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const image = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const dialog = () => within(screen.getByRole('dialog', { name: 'Create Post' }));
const description = describedBy;

describe('CreatePropertyModalView', () => {
  it('sends every field of the create payload with the form defaults (Other, 0 floors)', async () => {
    const onSubmit = vi.fn();
    render(<CreatePropertyModalView defaultOpen onSubmit={onSubmit} />);
    const form = dialog();
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Plot in Kitengela' } });
    fireEvent.change(form.getByLabelText(/^Price/), { target: { value: '12000' } });
    fireEvent.change(form.getByLabelText(/^Country/), { target: { value: 'KE' } });
    fireEvent.change(form.getByLabelText(/^Property status/), { target: { value: 'Ongoing Project' } });
    fireEvent.change(form.getByLabelText(/^Advert type/), { target: { value: 'For Sale' } });
    const cover = image('cover.png');
    fireEvent.change(form.getByLabelText(/^Cover photo/), { target: { files: [cover] } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Post' })));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Plot in Kitengela',
        price: '12000',
        country: 'KE',
        property_status: 'Ongoing Project',
        advert_type: 'For Sale',
        property_type: 'Other',
        total_floors: '0',
        cover_photo: cover,
        photos: [],
        description: '',
        plot_area: '',
        // No pin placed: the server keeps none.
        latitude: null,
        longitude: null,
        location_exact: false,
      }),
      { keptPhotoIds: [] },
    );
  });

  it('previews the cover and the photos locally and removes one with its button', async () => {
    render(<CreatePropertyModalView defaultOpen />);
    const form = dialog();
    fireEvent.change(form.getByLabelText(/^Cover photo/), { target: { files: [image('cover.png')] } });
    fireEvent.change(form.getByLabelText('Photos'), { target: { files: [image('a.png'), image('b.png')] } });
    await act(async () => {});
    expect(form.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['cover.png', 'a.png', 'b.png']);
    fireEvent.click(form.getByRole('button', { name: 'Remove a.png' }));
    await act(async () => {});
    expect(form.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['cover.png', 'b.png']);
    fireEvent.click(form.getByRole('button', { name: 'Remove cover.png' }));
    expect(form.getByText('Choose a cover photo')).toBeTruthy();
  });

  it("reads 'Submitting...' with the upload's progress while it runs", () => {
    render(<CreatePropertyModalView defaultOpen submitting uploadProgress={0.5} />);
    expect((dialog().getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(dialog().getByRole('progressbar', { name: 'Uploading photos' }).getAttribute('aria-valuenow')).toBe('50');
  });

  it('blocks a guest with the spec message', () => {
    const onSubmit = vi.fn();
    render(<CreatePropertyModalView defaultOpen authenticated={false} onSubmit={onSubmit} />);
    expect(dialog().getByText('User must be authenticated to create a property.')).toBeTruthy();
    fireEvent.submit(dialog().getByRole('button', { name: 'Post' }).closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("posted empty: the spec's message by the Post button, each missing field marked, the first focused, nothing sent", async () => {
    const onSubmit = vi.fn();
    render(<CreatePropertyModalView defaultOpen onSubmit={onSubmit} />);
    const form = dialog();
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Post' })));
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = form.getByRole('alert');
    expect(alert.textContent).toBe("Make sure the following fields 'Price, Country, Property Type, Advert Type, Cover Photo and Project Status' are filled out.");
    expect(alert.closest('.est-form-actions')?.contains(form.getByRole('button', { name: 'Post' }))).toBe(true);
    for (const label of [/^Country/, /^Price/, /^Property status/, /^Advert type/, /^Cover photo/]) {
      expect(form.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
      expect(description(form.getByLabelText(label))).toMatch(/This field is required\.$/);
    }
    // The first wrong field in the form's order, Location's Country, has the focus.
    expect(document.activeElement).toBe(form.getByLabelText(/^Country/));
  });

  it('clears each error as its field is filled in, and the message with the last one', async () => {
    render(<CreatePropertyModalView defaultOpen onSubmit={vi.fn()} />);
    const form = dialog();
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Post' })));
    fireEvent.change(form.getByLabelText(/^Price/), { target: { value: '12000' } });
    expect(form.getByLabelText(/^Price/).getAttribute('aria-invalid')).toBeNull();
    expect(form.getByLabelText(/^Country/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(form.getByLabelText(/^Country/), { target: { value: 'KE' } });
    fireEvent.change(form.getByLabelText(/^Property status/), { target: { value: 'Ongoing Project' } });
    fireEvent.change(form.getByLabelText(/^Advert type/), { target: { value: 'For Sale' } });
    expect(form.getByRole('alert')).toBeTruthy();
    fireEvent.change(form.getByLabelText(/^Cover photo/), { target: { files: [image('cover.png')] } });
    await act(async () => {});
    expect(form.getByLabelText(/^Cover photo/).getAttribute('aria-invalid')).toBeNull();
    expect(form.queryByRole('alert')).toBeNull();
  });

  it("maps the server's field errors to their fields and says the rest by the button", async () => {
    const onSubmit = vi.fn(async () => fieldRefusal({ title: [['max_length', { max: 255 }, 'Ensure this field has no more than 255 characters.']], tax: [['invalid', {}, 'A valid number is required.']] }));
    render(<CreatePropertyModalView defaultOpen onSubmit={onSubmit} defaultValues={{ price: '100', country: 'KE', advert_type: 'For Sale', property_status: 'Ongoing Project', cover_photo: image('c.png') }} />);
    const form = dialog();
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Post' })));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(description(form.getByLabelText('Title'))).toBe('Ensure this field has no more than 255 characters.');
    expect(document.activeElement).toBe(form.getByLabelText('Title'));
    // Tax has no field here: its words go by the button, not joined as 'Field: text'.
    expect(form.getByRole('alert').textContent).toBe('A valid number is required.');
  });

  it("says 'Post created successfully!' beside the Post button, in a live region", () => {
    render(<CreatePropertyModalView defaultOpen success />);
    const status = dialog().getByText('Post created successfully!').closest('.est-form-status')!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.closest('.est-form-actions-row')?.contains(dialog().getByRole('button', { name: 'Post' }))).toBe(true);
  });

  it('labels the statuses and types in French', () => {
    render(
      <EstateUIProvider locale="fr">
        <CreatePropertyModalView defaultOpen />
      </EstateUIProvider>,
    );
    const form = within(screen.getByRole('dialog', { name: 'Créer une annonce' }));
    expect(form.getByRole('option', { name: 'Projet en cours' })).toBeTruthy();
    expect(form.getByRole('option', { name: 'À louer' })).toBeTruthy();
    expect(form.getByRole('button', { name: 'Publier' })).toBeTruthy();
  });
});
