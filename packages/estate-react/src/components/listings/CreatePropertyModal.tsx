'use client';

import { ADVERT_TYPES, checkCreateProperty, countries, IMAGE_ACCEPT, PROPERTY_STATUSES, PROPERTY_TYPES, RuleError, type ActionResult, type Property, type PropertyDraft } from '@estate/sdk';
import { useCreateProperty, useSession } from '@estate/sdk/react';
import { ChevronLeft, ChevronRight, ImagePlus, X } from '../../icons/index.js';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { FieldErrors, SelectField, TextArea, TextField } from '../../primitives/Field.js';
import { ProgressBar } from '../../primitives/ProgressBar.js';
import { LocationPicker } from '../map/LocationPicker.js';
import type { LatLng } from '../map/geometry.js';
import { FormActions } from '../shared/FormActions.js';
import { useFieldErrors, type FieldErrorTexts } from '../shared/useFieldErrors.js';
import { ADVERT_TYPE_LABELS, countryLocale, PROPERTY_TYPE_LABELS } from '../shared/internal.js';

/** Spec §4/§9: after 'Post created successfully!' the modal closes and the banner hides after 4 s. */
export const PROPERTY_CREATED_CLOSE_MS = 4000;

const TEXT_FIELDS = [
  'title',
  'description',
  'interior_features',
  'exterior_features',
  'country',
  'city',
  'postal_code',
  'street_address',
  'property_status',
  'price',
  'plot_area',
  'total_floors',
  'bedrooms',
  'bathrooms',
  'advert_type',
  'property_type',
] as const;
type TextName = (typeof TEXT_FIELDS)[number];

/** The form's values as typed, plus the chosen files and the pin. */
export type CreatePropertyValues = Record<TextName, string> & { cover_photo: File | null; photos: File[]; pin: LatLng | null; location_exact: boolean };

const EMPTY: CreatePropertyValues = {
  title: '',
  description: '',
  interior_features: '',
  exterior_features: '',
  country: '',
  city: '',
  postal_code: '',
  street_address: '',
  property_status: '',
  price: '',
  plot_area: '',
  total_floors: '0',
  bedrooms: '',
  bathrooms: '',
  advert_type: '',
  property_type: 'Other',
  cover_photo: null,
  photos: [],
  pin: null,
  location_exact: false,
};

export interface CreatePropertyFormViewProps {
  /** Values to start from (stories, a draft kept by the app). */
  defaultValues?: Partial<CreatePropertyValues>;
  /** A registered user is signed in; otherwise 'User must be authenticated to create a property.' and nothing can be sent. */
  authenticated?: boolean;
  submitting?: boolean;
  /** Share of the upload sent, 0 to 1, while it runs. */
  uploadProgress?: number;
  /** A refusal to show by the button besides the form's own (stories, a failure of the host's). */
  error?: string;
  /** Field errors to show at their fields besides the form's own (stories). */
  fieldErrors?: FieldErrorTexts;
  /** The post was created: 'Post created successfully!' (editing: 'Changes saved.') beside the button. */
  success?: boolean;
  /** `edit` changes a listing: the cover is optional (only a new one replaces it) and its photos can be removed and reordered. */
  mode?: 'create' | 'edit';
  /** Editing: the listing's cover and photos as they are (URLs to show). */
  existingCover?: string;
  existingPhotos?: readonly ExistingPhoto[];
  /**
   * Called with the draft once the spec's required fields are there (checked here first, by the
   * SDK's `checkCreateProperty`); a refusal it resolves to (`{ok: false, error}`) shows at its
   * fields, the rest by the button.
   */
  onSubmit?: (draft: PropertyDraft<File>, edit: { keptPhotoIds: number[] }) => void | ActionResult<unknown> | Promise<void | ActionResult<unknown>>;
}

/** Every field the form shows, by the payload's names: a refusal of any other is said by the button. */
const SHOWN_FIELDS: readonly string[] = [...TEXT_FIELDS, 'cover_photo', 'photos', 'latitude', 'longitude'];

const draftOf = ({ pin, ...fields }: CreatePropertyValues): PropertyDraft<File> => ({ ...fields, latitude: pin?.latitude ?? null, longitude: pin?.longitude ?? null });

/** The spec's create rules (§5) on the values as typed; editing keeps the cover the listing has, so none is needed. */
function checkValues(values: CreatePropertyValues, editing: boolean): ActionResult<unknown> {
  const checked = checkCreateProperty(draftOf(values), { authenticated: true });
  if (checked.ok || !editing) return checked;
  const { cover_photo: _cover, ...issues } = checked.error.issues;
  return Object.keys(issues).length > 0 ? { ok: false, error: new RuleError(checked.error.code, checked.error.message, issues, checked.error.values) } : { ok: true, value: undefined };
}

/** A photo a listing already has, by its id, shown from its URL. */
export interface ExistingPhoto {
  id: number;
  url: string;
}

/** Object URLs for local previews, revoked when the files change or the form goes. */
function useObjectUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

const Required = ({ children }: { children: ReactNode }) => (
  <>
    {children}
    <span className="est-required" aria-hidden>
      {' '}*
    </span>
  </>
);

/** The create-post form (spec §3 payload, §4 states, §5 rules) from plain props. */
export function CreatePropertyFormView({
  defaultValues,
  authenticated = true,
  submitting = false,
  uploadProgress,
  error,
  fieldErrors = {},
  success = false,
  mode = 'create',
  existingCover,
  existingPhotos = [],
  onSubmit,
}: CreatePropertyFormViewProps) {
  const t = useTranslate();
  const editing = mode === 'edit';
  const [kept, setKept] = useState<readonly ExistingPhoto[]>(existingPhotos);
  const { locale } = useEstateUI();
  const [values, setValues] = useState<CreatePropertyValues>(() => ({ ...EMPTY, ...defaultValues }));
  const coverInput = useRef<HTMLInputElement>(null);
  const coverId = useId();
  const photosId = useId();
  const countryList = useMemo(() => countries(countryLocale(locale)), [locale]);
  const coverFiles = useMemo(() => (values.cover_photo ? [values.cover_photo] : []), [values.cover_photo]);
  const [coverUrl] = useObjectUrls(coverFiles);
  const photoUrls = useObjectUrls(values.photos);

  const shown = useMemo(() => (error || Object.keys(fieldErrors).length ? { fields: fieldErrors, form: error } : undefined), [error, fieldErrors]);
  const errors = useFieldErrors({ check: (next: CreatePropertyValues) => checkValues(next, editing), fields: SHOWN_FIELDS, shown });
  /** Every change goes through here, so a field's error goes as soon as it is right. */
  const change = (name: keyof CreatePropertyValues, value: CreatePropertyValues[keyof CreatePropertyValues]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    errors.fieldChanged(name === 'pin' ? 'latitude' : name, next);
  };
  const set = (name: TextName) => (event: { target: { value: string } }) => change(name, event.target.value);
  const errorsOf = (name: string) => errors.errors[name];
  const field = (name: TextName) => ({ name, value: values[name], onChange: set(name), errors: errorsOf(name) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!authenticated || submitting) return;
    const checked = checkValues(values, editing);
    if (!checked.ok) return errors.refuse(checked.error);
    errors.clear();
    const ended = await onSubmit?.(draftOf(values), { keptPhotoIds: kept.map((photo) => photo.id) });
    if (ended && !ended.ok) errors.refuse(ended.error);
  };

  return (
    <form ref={errors.formRef} className="est-create-form est-stack est-gap-6" onSubmit={submit} aria-busy={submitting || undefined} noValidate>
      <div className="est-create-banners est-stack est-gap-2">{!authenticated && <Banner tone="danger">{t('propertyNeedsAuth')}</Banner>}</div>

      <fieldset className="est-create-section est-shrink est-stack est-gap-4">
        <legend>{t('createSectionAbout')}</legend>
        <TextField label={t('createTitle')} {...field('title')} autoComplete="off" />
        <TextArea label={t('createDescription')} rows={4} {...field('description')} />
        <div className="est-create-grid est-grid est-gap-4">
          <TextArea label={t('createInteriorFeatures')} rows={3} {...field('interior_features')} />
          <TextArea label={t('createExteriorFeatures')} rows={3} {...field('exterior_features')} />
        </div>
      </fieldset>

      <fieldset className="est-create-section est-shrink est-stack est-gap-4">
        <legend>{t('createSectionLocation')}</legend>
        <div className="est-create-grid est-grid est-gap-4">
          <SelectField label={<Required>{t('createCountry')}</Required>} {...field('country')} required>
            <option value="">{t('createSelect')}</option>
            {countryList.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </SelectField>
          <TextField label={t('createCity')} {...field('city')} autoComplete="address-level2" />
          <TextField label={t('createStreetAddress')} {...field('street_address')} autoComplete="street-address" />
          <TextField label={t('createPostalCode')} {...field('postal_code')} autoComplete="postal-code" />
        </div>
        <LocationPicker
          value={values.pin}
          onChange={(pin) => change('pin', pin)}
          country={values.country}
          city={values.city}
          exact={values.location_exact}
          onExactChange={(location_exact) => change('location_exact', location_exact)}
        />
        <FieldErrors errors={errorsOf('latitude') ?? errorsOf('longitude')} />
      </fieldset>

      <fieldset className="est-create-section est-shrink est-stack est-gap-4">
        <legend>{t('createSectionDetails')}</legend>
        <div className="est-create-grid est-grid est-gap-4">
          <TextField label={<Required>{t('createPrice')}</Required>} hint={t('createPriceHint')} type="number" inputMode="decimal" min={0} step="0.01" {...field('price')} required />
          <SelectField label={<Required>{t('createPropertyStatus')}</Required>} {...field('property_status')} required>
            <option value="">{t('createSelect')}</option>
            {PROPERTY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(status === 'Ongoing Project' ? 'statusOngoing' : 'statusCompleted')}
              </option>
            ))}
          </SelectField>
          <SelectField label={<Required>{t('createAdvertType')}</Required>} {...field('advert_type')} required>
            <option value="">{t('createSelect')}</option>
            {ADVERT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(ADVERT_TYPE_LABELS[type])}
              </option>
            ))}
          </SelectField>
          <SelectField label={<Required>{t('createPropertyType')}</Required>} {...field('property_type')} required>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(PROPERTY_TYPE_LABELS[type])}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="est-create-grid est-grid est-gap-4" data-columns="4">
          <TextField label={t('createPlotArea')} type="number" inputMode="decimal" min={0} {...field('plot_area')} />
          <TextField label={t('createTotalFloors')} type="number" inputMode="numeric" min={0} {...field('total_floors')} />
          <TextField label={t('createBedrooms')} type="number" inputMode="numeric" min={0} {...field('bedrooms')} />
          <TextField label={t('createBathrooms')} type="number" inputMode="numeric" min={0} {...field('bathrooms')} />
        </div>
      </fieldset>

      <fieldset className="est-create-section est-shrink est-stack est-gap-4">
        <legend>{t('createSectionMedia')}</legend>
        <div className="est-field" data-invalid={errorsOf('cover_photo') ? true : undefined}>
          <span className="est-field-label" id={`${coverId}-label`}>
            {editing ? t('editNewCover') : <Required>{t('createCoverPhoto')}</Required>}
          </span>
          {values.cover_photo ? (
            <div className="est-create-cover est-clip est-rounded est-sunken est-relative">
              {coverUrl && <img className="est-cover" src={coverUrl} alt={values.cover_photo.name} />}
              <button type="button" className="est-create-remove est-absolute est-pill" aria-label={t('createRemoveNamed', { name: values.cover_photo.name })} onClick={() => change('cover_photo', null)}>
                <X size={16} aria-hidden />
              </button>
            </div>
          ) : editing && existingCover ? (
            <label htmlFor={coverId} className="est-create-cover est-clip est-rounded est-sunken est-relative">
              <img className="est-cover" src={existingCover} alt="" />
              <span className="est-create-replace est-absolute est-pill est-medium">{t('editNewCover')}</span>
            </label>
          ) : (
            <label htmlFor={coverId} className="est-create-drop est-justify-center est-rounded est-sunken est-text-center est-stack est-gap-2 est-medium est-muted">
              <ImagePlus size={24} aria-hidden />
              <span>{t('createChooseCover')}</span>
            </label>
          )}
          <input
            ref={coverInput}
            id={coverId}
            className="est-visually-hidden"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-labelledby={`${coverId}-label`}
            aria-invalid={errorsOf('cover_photo') ? true : undefined}
            aria-describedby={errorsOf('cover_photo') ? `${coverId}-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) change('cover_photo', file);
              event.target.value = '';
            }}
          />
          <FieldErrors id={`${coverId}-error`} errors={errorsOf('cover_photo')} />
        </div>

        <div className="est-field" data-invalid={errorsOf('photos') ? true : undefined}>
          <span className="est-field-label" id={`${photosId}-label`}>
            {t('createPhotos')}
          </span>
          <ul className="est-create-photos est-grid est-gap-2">
            {kept.map((photo, index) => (
              <KeptPhoto key={photo.id} photo={photo} index={index} count={kept.length} onChange={setKept} />
            ))}
            {values.photos.map((file, index) => (
              <li key={`${file.name}-${index}`} className="est-create-photo est-clip est-sunken est-relative">
                {photoUrls[index] && <img className="est-cover" src={photoUrls[index]} alt={file.name} />}
                <button
                  type="button"
                  className="est-create-remove est-absolute est-pill"
                  aria-label={t('createRemoveNamed', { name: file.name })}
                  onClick={() => change('photos', values.photos.filter((_, at) => at !== index))}
                >
                  <X size={14} aria-hidden />
                </button>
              </li>
            ))}
            <li>
              <label htmlFor={photosId} className="est-create-drop est-justify-center est-rounded est-sunken est-text-center est-stack est-gap-2 est-medium est-muted" data-compact>
                <ImagePlus size={20} aria-hidden />
                <span>{t('createAddPhotos')}</span>
              </label>
            </li>
          </ul>
          <input
            id={photosId}
            className="est-visually-hidden"
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            aria-labelledby={`${photosId}-label`}
            aria-invalid={errorsOf('photos') ? true : undefined}
            aria-describedby={errorsOf('photos') ? `${photosId}-error` : undefined}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              if (files.length) change('photos', [...values.photos, ...files]);
              event.target.value = '';
            }}
          />
          <FieldErrors id={`${photosId}-error`} errors={errorsOf('photos')} />
        </div>
      </fieldset>

      <FormActions
        className="est-create-footer est-divided est-surface"
        align="end"
        error={authenticated ? errors.formError : undefined}
        status={submitting ? 'pending' : success ? 'success' : 'idle'}
        statusText={submitting ? t(editing ? 'editSaving' : 'propertySubmitting') : t(editing ? 'editSaved' : 'propertyCreated')}
        before={submitting && <ProgressBar value={uploadProgress} label={t('createUploading')} />}
      >
        <Button type="submit" size="lg" loading={submitting} disabled={!authenticated || (success && !editing)}>
          {editing ? t(submitting ? 'editSaving' : 'editSave') : submitting ? t('propertySubmitting') : t('createSubmit')}
        </Button>
      </FormActions>
    </form>
  );
}

/** One of a listing's photos while editing: moved earlier or later, or removed (the change is sent on Save). */
function KeptPhoto({ photo, index, count, onChange }: { photo: ExistingPhoto; index: number; count: number; onChange: (update: (photos: readonly ExistingPhoto[]) => readonly ExistingPhoto[]) => void }) {
  const t = useTranslate();
  const move = (by: -1 | 1) =>
    onChange((photos) => {
      const next = [...photos];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  return (
    <li className="est-create-photo est-clip est-sunken est-relative" data-testid="kept-photo" data-photo-id={photo.id}>
      <img className="est-cover" src={photo.url} alt={t('editPhotoLabel', { index: index + 1 })} />
      <button type="button" className="est-create-remove est-absolute est-pill" aria-label={`${t('editRemovePhoto')}: ${t('editPhotoLabel', { index: index + 1 })}`} onClick={() => onChange((photos) => photos.filter((item) => item.id !== photo.id))}>
        <X size={14} aria-hidden />
      </button>
      <span className="est-create-order est-absolute est-row est-gap-1">
        <button type="button" className="est-pill" disabled={index === 0} aria-label={`${t('editMoveEarlier')}: ${t('editPhotoLabel', { index: index + 1 })}`} onClick={() => move(-1)}>
          <ChevronLeft size={14} aria-hidden />
        </button>
        <button type="button" className="est-pill" disabled={index === count - 1} aria-label={`${t('editMoveLater')}: ${t('editPhotoLabel', { index: index + 1 })}`} onClick={() => move(1)}>
          <ChevronRight size={14} aria-hidden />
        </button>
      </span>
    </li>
  );
}

export interface CreatePropertyModalViewProps extends CreatePropertyFormViewProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (e.g. the sidebar's Create → Property). */
  trigger?: ReactNode;
  className?: string;
}

/** The Create Post dialog from plain props. */
export function CreatePropertyModalView({ open, defaultOpen, onOpenChange, trigger, className, ...form }: CreatePropertyModalViewProps) {
  const t = useTranslate();
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger} title={t('createProperty')} size="lg" name="create-property" className={className}>
      <CreatePropertyFormView {...form} />
    </Dialog>
  );
}

export interface CreatePropertyModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  /** The post was created (before the modal closes 4 s later). */
  onCreated?: (property: Property) => void;
  className?: string;
}

/**
 * The Create Post dialog, sending through `useCreateProperty`: 'Submitting...' and the upload's
 * progress while it runs, the spec's required-fields message by the button and each missing field
 * marked, and 'Post created successfully!' beside the Post button, where the eyes are, for the 4 s
 * before the dialog closes by itself.
 */
export function CreatePropertyModal({ open: controlledOpen, defaultOpen = false, onOpenChange, trigger, onCreated, className }: CreatePropertyModalProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const { isRegistered } = useSession();
  const { submit, isSubmitting, uploadProgress, reset } = useCreateProperty();
  const [success, setSuccess] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
    if (!next) {
      clearTimeout(timer.current);
      setSuccess(false);
      reset();
    }
  };

  const onSubmit = async (draft: PropertyDraft<File>) => {
    const result = await submit(draft);
    if (!result.ok) return result;
    setSuccess(true);
    onCreated?.(result.value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), PROPERTY_CREATED_CLOSE_MS);
    return result;
  };

  return (
    <CreatePropertyModalView
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      className={className}
      authenticated={isRegistered}
      submitting={isSubmitting}
      uploadProgress={uploadProgress}
      success={success}
      onSubmit={onSubmit}
    />
  );
}
