import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { CreatePropertyModalView } from './CreatePropertyModal.js';

let made = 0;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => `blob:${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const image = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const dialog = () => within(screen.getByRole('dialog', { name: 'Create Post' }));

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

  it('shows the refusal and each missing field, and the success banner', () => {
    const { rerender } = render(<CreatePropertyModalView defaultOpen error="Make sure…" fieldErrors={{ price: ['This field is required.'] }} />);
    expect(dialog().getByText('Make sure…')).toBeTruthy();
    expect(dialog().getByLabelText(/^Price/).getAttribute('aria-invalid')).toBe('true');
    rerender(<CreatePropertyModalView defaultOpen success />);
    expect(dialog().getByText('Post created successfully!')).toBeTruthy();
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
