'use client';

import { AVAILABILITIES, type Availability, type Property, type PropertyDraft } from '@estate/sdk';
import { useDeleteProperty, useEstateClient, useUpdateProperty } from '@estate/sdk/react';
import { Pencil, Trash2 } from '../../icons/index.js';
import { lazy, Suspense, useState } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { Spinner } from '../../primitives/Spinner.js';
import { useToast } from '../../primitives/Toast.js';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog.js';
import { localErrorText } from '../shared/error-text.js';
import type { CreatePropertyValues } from './CreatePropertyModal.js';
import { AVAILABILITY_LABELS } from './availability.js';

export interface ListingOwnerActionsProps {
  property: Property;
  /** The listing is gone (the app leaves its page). */
  onDeleted?: () => void;
  className?: string;
}

/**
 * What the owner of a listing sees on its page (issue 22): its availability (Available, Under
 * offer, Sold, Let; a sold or let listing leaves the public lists), Edit listing (every field and
 * the photos) and Delete listing, behind a confirmation. Every change refetches the lists it shows in.
 */
export function ListingOwnerActions({ property, onDeleted, className }: ListingOwnerActionsProps) {
  const t = useTranslate();
  const toast = useToast();
  const { messages } = useEstateUI();
  const { update, isSaving } = useUpdateProperty();
  const { remove } = useDeleteProperty();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const mark = async (availability: Availability) => {
    const result = await update(property.id, { availability });
    if (result.ok) toast(t('availabilityChanged', { state: t(AVAILABILITY_LABELS[availability]) }));
    else toast(localErrorText(messages, result.error), { tone: 'danger' });
  };

  return (
    <section className={['est-owner-actions est-stack est-gap-3', className].filter(Boolean).join(' ')} aria-label={t('ownerActions')} data-testid="listing-owner-actions">
      <label className="est-field est-owner-availability">
        <span className="est-field-label">{t('availabilityLabel')}</span>
        <select className="est-input" aria-label={t('availabilityLabel')} value={property.availability} disabled={isSaving} onChange={(event) => void mark(event.target.value as Availability)} data-testid="listing-availability">
          {AVAILABILITIES.map((state) => (
            <option key={state} value={state}>
              {t(AVAILABILITY_LABELS[state])}
            </option>
          ))}
        </select>
      </label>
      <div className="est-owner-action-buttons est-row est-gap-2 est-wrap">
        <Button variant="secondary" icon={<Pencil size={16} aria-hidden />} aria-label={t('editListing')} onClick={() => setEditing(true)}>
          <span className="est-owner-action-label">{t('editListing')}</span>
        </Button>
        <Button variant="ghost" icon={<Trash2 size={16} aria-hidden />} aria-label={t('deleteListing')} onClick={() => setDeleting(true)}>
          <span className="est-owner-action-label">{t('deleteListing')}</span>
        </Button>
      </div>
      {editing && <EditPropertyDialog property={property} open onOpenChange={setEditing} />}
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('deleteListingTitle')}
        body={t('deleteListingBody')}
        onDelete={() => remove(property.id)}
        deletedText={t('listingDeleted')}
        onDeleted={onDeleted}
        name="delete-listing"
      />
    </section>
  );
}

/** The listing's fields as the form types them. */
function formValues(property: Property): Partial<CreatePropertyValues> {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    title: property.title,
    description: property.description,
    interior_features: property.interior_features,
    exterior_features: property.exterior_features,
    country: property.country,
    city: property.city,
    postal_code: property.postal_code,
    street_address: property.street_address,
    property_status: property.property_status,
    price: text(property.price),
    plot_area: property.plot_area ? text(property.plot_area) : '',
    total_floors: text(property.total_floors),
    bedrooms: text(property.bedrooms),
    bathrooms: text(property.bathrooms),
    advert_type: property.advert_type,
    property_type: property.property_type,
    pin: property.latitude === null || property.longitude === null ? null : { latitude: property.latitude, longitude: property.longitude },
    location_exact: property.location_exact,
  };
}

/** The edit as the server takes it: every field, a new cover and photos when chosen, and what became of the old photos. */
function editForm(property: Property, draft: PropertyDraft<File>, keptPhotoIds: number[]): FormData {
  const form = new FormData();
  // A pin left where the page showed it (the public, rounded point) is not sent: the exact one stays.
  const pinMoved = draft.latitude !== property.latitude || draft.longitude !== property.longitude;
  for (const [name, value] of Object.entries(draft)) {
    if (name === 'cover_photo' || name === 'photos' || value === undefined || value === null) continue;
    if ((name === 'latitude' || name === 'longitude') && !pinMoved) continue;
    form.set(name, String(value));
  }
  if (draft.cover_photo) form.set('cover_photo', draft.cover_photo, draft.cover_photo.name);
  for (const photo of draft.photos ?? []) if (photo) form.append('photos', photo, photo.name);
  form.set('remove_photos', property.photos.filter((photo) => !keptPhotoIds.includes(photo.id)).map((photo) => photo.id).join(','));
  form.set('photo_order', keptPhotoIds.join(','));
  return form;
}

export interface EditPropertyDialogProps {
  property: Property;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The listing form (with its map and photo tools) loads when an owner opens Edit, not with the page. */
const CreatePropertyFormView = lazy(() => import('./CreatePropertyModal.js').then((module) => ({ default: module.CreatePropertyFormView })));

/** Edit listing: the create form filled in, the cover optional, the photos removable and reorderable. */
export function EditPropertyDialog({ property, open, onOpenChange }: EditPropertyDialogProps) {
  const t = useTranslate();
  const client = useEstateClient();
  const toast = useToast();
  const { update, isSaving } = useUpdateProperty();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('editListing')} size="lg" name="edit-property">
      <Suspense
        fallback={
          <p className="est-dialog-loading est-center">
            <Spinner size={24} label={t('loading')} />
          </p>
        }
      >
        <CreatePropertyFormView
          mode="edit"
          defaultValues={formValues(property)}
          existingCover={client.mediaUrl(property.cover_photo)}
          existingPhotos={property.photos.map((photo) => ({ id: photo.id, url: client.mediaUrl(photo.photo)! }))}
          submitting={isSaving}
          onSubmit={async (draft, { keptPhotoIds }) => {
            const result = await update(property.id, editForm(property, draft, keptPhotoIds));
            if (!result.ok) return result;
            // The dialog closes at once: the toast says it was saved where the person is.
            toast(t('editSaved'));
            onOpenChange(false);
          }}
        />
      </Suspense>
    </Dialog>
  );
}
