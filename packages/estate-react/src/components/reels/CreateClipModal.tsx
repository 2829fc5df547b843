'use client';

import { countries, type CountryLocale } from '@estate/sdk';
import { useCreateClip, useSession } from '@estate/sdk/react';
import { CheckCircle2, Film, Upload } from '../../icons/index.js';
import { useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { Banner } from '../../primitives/Banner.js';
import { Button } from '../../primitives/Button.js';
import { Dialog } from '../../primitives/Dialog.js';
import { SelectField, TextArea, TextField } from '../../primitives/Field.js';
import { ProgressBar } from '../../primitives/ProgressBar.js';
import { useToast } from '../../primitives/Toast.js';

import { FormActions } from '../shared/FormActions.js';
import { refusalOf, useFieldErrors } from '../shared/useFieldErrors.js';
import { CLIP_CLOSE_DELAY_MS, DEFAULT_FFMPEG_CORE_BASE_URL } from './constants.js';
import { loadFfmpegTrimmer, type LoadClipTrimmer } from './trimClip.js';
import { useClipTrim, type ClipTrimStatus } from './useClipTrim.js';

export interface ClipFormValues {
  title: string;
  description: string;
  /** A two-letter code; KE by default (spec §9). */
  country: string;
}

/** The fields the clip form shows; the video's refusals are the spec's notices. */
const CLIP_FIELDS = ['title', 'description', 'country'] as const;

export const EMPTY_CLIP_FORM: ClipFormValues = { title: '', description: '', country: 'KE' };

export interface CreateClipModalViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opens the modal, if any. */
  trigger?: ReactNode;
  /** A guest or nobody: the registered-user text replaces the form. */
  guest?: boolean;
  onRegister?: () => void;
  values: ClipFormValues;
  onValuesChange: (values: ClipFormValues) => void;
  /** Called with the picked file (video only); trimming starts at once. */
  onVideoChange: (file: File) => void;
  trimStatus: ClipTrimStatus;
  trimProgress?: number;
  /** The trimmed clip's URL, shown as the preview. */
  previewUrl?: string;
  /** 'Clip uploaded and trimmed successfully!' is showing. */
  justTrimmed?: boolean;
  onSubmit: () => void;
  isSubmitting?: boolean;
  /** 0..1 while the upload is under way, when known. */
  uploadProgress?: number;
  /** 'Clip created successfully!' is showing. */
  created?: boolean;
  /** The refusal's text (server or rules). */
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

/**
 * The Create Clip dialog: pick a video (trimmed at once to its first 45 s, with progress), see the
 * preview, fill title, description and country, and submit (with upload progress).
 */
export function CreateClipModalView(props: CreateClipModalViewProps) {
  const { open, onOpenChange, trigger, guest, onRegister, values, onValuesChange, onVideoChange, trimStatus, trimProgress, previewUrl, justTrimmed, onSubmit, isSubmitting, uploadProgress, created, error, fieldErrors } = props;
  const t = useTranslate();
  const { locale } = useEstateUI();
  const inputId = useId();
  const countryList = useMemo(() => countries(locale as CountryLocale), [locale]);
  const processing = trimStatus === 'processing';
  const shown = useMemo(() => (error || (fieldErrors && Object.keys(fieldErrors).length) ? { fields: fieldErrors ?? {}, form: error } : undefined), [error, fieldErrors]);
  const errors = useFieldErrors<ClipFormValues>({ fields: CLIP_FIELDS, shown });
  const set = (field: keyof ClipFormValues) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    onValuesChange(next);
    errors.fieldChanged(field, next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} trigger={trigger} name="create-clip-modal" size="md" title={t('createClip')}>
      {guest ? (
        <div className="est-create-clip-guest est-align-start est-stack est-gap-4">
          <p>{t('registeredOnly')}</p>
          {onRegister && <Button onClick={onRegister}>{t('register')}</Button>}
        </div>
      ) : (
        <form ref={errors.formRef} className="est-create-clip est-stack est-gap-4" onSubmit={submit} noValidate>
          <div className="est-create-clip-video est-sunken est-text-center est-stack est-gap-3 est-muted" data-status={trimStatus}>
            {trimStatus === 'trimmed' && previewUrl ? (
              <div className="est-create-clip-preview est-full est-stack est-gap-2">
                <p className="est-create-clip-uploaded est-inline est-gap-1 est-semibold">
                  <CheckCircle2 size={16} aria-hidden />
                  {t('clipUploaded')}
                </p>
                <video className="est-create-clip-preview-video est-rounded" src={previewUrl} controls muted playsInline preload="metadata" aria-label={t('clipPreviewLabel')} />
              </div>
            ) : processing ? (
              <div className="est-create-clip-processing est-full est-stack est-gap-2" role="status">
                <Film size={28} aria-hidden />
                <p>{t('clipProcessing')}</p>
                <ProgressBar value={trimProgress} label={t('clipTrimProgress')} />
              </div>
            ) : (
              <div className="est-create-clip-drop est-full est-stack est-gap-2">
                <Upload size={28} aria-hidden />
                <p className="est-create-clip-hint est-text-sm">{t('clipTrimHint')}</p>
              </div>
            )}
            <label htmlFor={inputId} className="est-button est-create-clip-pick" data-variant="secondary" data-size="sm" data-disabled={processing || undefined}>
              {trimStatus === 'trimmed' ? t('clipChangeVideo') : t('chooseVideo')}
            </label>
            <input
              id={inputId}
              className="est-visually-hidden"
              type="file"
              accept="video/*"
              disabled={processing || isSubmitting}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onVideoChange(file);
              }}
            />
          </div>

          {justTrimmed && <Banner tone="success">{t('clipTrimmed')}</Banner>}
          {trimStatus === 'failed' && <Banner tone="danger">{t('clipTrimFailed')}</Banner>}

          <TextField label={t('clipTitle')} name="title" value={values.title} onChange={set('title')} errors={errors.errors.title} autoComplete="off" />
          <TextArea label={t('clipDescription')} name="description" rows={3} value={values.description} onChange={set('description')} errors={errors.errors.description} />
          <SelectField label={t('clipCountry')} name="country" value={values.country} onChange={set('country')} errors={errors.errors.country}>
            {countryList.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </SelectField>

          <FormActions
            className="est-create-clip-actions"
            align="end"
            error={errors.formError}
            status={isSubmitting ? 'pending' : created ? 'success' : 'idle'}
            statusText={isSubmitting ? t('uploading') : t('clipCreated')}
            before={isSubmitting && <ProgressBar value={uploadProgress} label={t('clipUploadProgress')} />}
          >
            <Button type="submit" loading={isSubmitting} disabled={processing || created}>
              {isSubmitting ? t('uploading') : t('submit')}
            </Button>
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}

export interface CreateClipModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  /**
   * Where the host serves `@ffmpeg/core/dist/esm` (`ffmpeg-core.js` and `ffmpeg-core.wasm`):
   * `/ffmpeg-core/` by default. The 32 MB core is fetched only when the modal opens.
   */
  coreBaseUrl?: string;
  /** Another trimmer than ffmpeg.wasm (tests, or a host's own). */
  loadTrimmer?: LoadClipTrimmer;
  /** Called with the created reel. */
  onCreated?: (reel: NonNullable<ReturnType<typeof useCreateClip>['created']>) => void;
}

/** Spec §4 "Create clip", wired: trims with ffmpeg.wasm, sends through `useCreateClip`, closes 3 s after success. */
export function CreateClipModal({ open: openProp, defaultOpen = false, onOpenChange, trigger, coreBaseUrl = DEFAULT_FFMPEG_CORE_BASE_URL, loadTrimmer = loadFfmpegTrimmer, onCreated }: CreateClipModalProps) {
  const t = useTranslate();
  const toast = useToast();
  const { paths, messages } = useEstateUI();
  const session = useSession();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const guest = !session.isRegistered;
  const trim = useClipTrim({ enabled: open && !guest, coreBaseUrl, loadTrimmer });
  const clip = useCreateClip();
  const [values, setValues] = useState<ClipFormValues>(EMPTY_CLIP_FORM);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => {
      setOpenState(false);
      onOpenChange?.(false);
      setCreated(false);
      setValues(EMPTY_CLIP_FORM);
      trim.reset();
      clip.reset();
    }, CLIP_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created]); // eslint-disable-line react-hooks/exhaustive-deps

  // The spec's alerts (no video, still processing) are notices; other refusals stay in the form.
  const ruleAlert = clip.error?.code === 'no_video' ? t('clipNeedsVideo') : clip.error?.code === 'processing' ? t('clipStillProcessing') : clip.error?.code === 'not_video' ? t('clipNotVideo') : undefined;
  useEffect(() => {
    if (ruleAlert) toast(ruleAlert, { tone: 'danger' });
  }, [clip.error]); // eslint-disable-line react-hooks/exhaustive-deps

  const onVideoChange = (file: File) => {
    clip.reset();
    if (!file.type.startsWith('video/')) {
      toast(t('clipNotVideo'), { tone: 'danger' });
      return;
    }
    void trim.trim(file);
  };

  const onSubmit = async () => {
    const result = await clip.submit({ ...values, video: trim.file ?? null, trimmed: trim.status === 'trimmed', processing: trim.status === 'processing' });
    if (!result.ok) return;
    setCreated(true);
    onCreated?.(result.value);
  };

  const onRegister = () => {
    void session.logout();
    window.open(paths.register(), '_blank', 'noopener');
  };

  const error = clip.error && !ruleAlert ? refusalOf(messages, clip.error, CLIP_FIELDS) : undefined;
  return (
    <CreateClipModalView
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      guest={guest}
      onRegister={onRegister}
      values={values}
      onValuesChange={setValues}
      onVideoChange={onVideoChange}
      trimStatus={trim.status}
      trimProgress={trim.progress}
      previewUrl={trim.previewUrl}
      justTrimmed={trim.justTrimmed}
      onSubmit={onSubmit}
      isSubmitting={clip.isSubmitting}
      uploadProgress={clip.uploadProgress}
      created={created}
      error={error?.form}
      fieldErrors={error?.fields}
    />
  );
}
