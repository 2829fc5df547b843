import { toCountryCode } from '../countries/countries.js';
import { resolveMessages, type WithMessages } from '../messages.js';
import { checkFieldLimits } from './limits.js';
import { fail, pass, passUnlessIssues, type FieldIssues, type RuleResult } from './result.js';
import { isVideoFile, trimmed, type FileLike } from './values.js';

/** The create-clip form as a UI holds it. */
export interface ClipDraft<File extends FileLike = FileLike> {
  title?: string | null;
  description?: string | null;
  country?: string | null;
  /** The trimmed video (a File or Blob of type video/…, e.g. `new File([bytes], 'clip.mp4', { type: 'video/mp4' })`). */
  video?: File | null;
  /** Whether trimming to the first 45 seconds finished. */
  trimmed?: boolean;
  /** Whether the video is still being trimmed. */
  processing?: boolean;
}

/** The create-clip payload of spec §3, ready for `toFormData`. */
export interface ClipPayload<File extends FileLike = FileLike> {
  title: string;
  description: string;
  country: string;
  video: File;
}

export type ClipUploadResult<File extends FileLike = FileLike> = RuleResult<ClipPayload<File>, 'processing' | 'no_video' | 'not_video' | 'invalid'>;

/**
 * The create-clip checks of spec §5, in this order: still processing ('Video is still being
 * processed. Please wait...'), no trimmed video ('Please upload and trim a video before
 * submitting.'), a file that is not video/… ('Please choose a video file.'). Then the limits of the
 * server's schema (the contract's `FORM_FIELDS.createClip`): title and description within their
 * `maxLength`, the video within `maxBytes` (code `invalid`, with `issues`). The codes, in order:
 * `processing`, `no_video`, `not_video`. Text is trimmed;
 * a known country code is upper-cased.
 */
export function checkClipUpload<File extends FileLike>(draft: ClipDraft<File>, options: WithMessages = {}): ClipUploadResult<File> {
  const messages = resolveMessages(options.messages);
  if (draft.processing) return fail('processing', messages);
  if (!draft.video || !draft.trimmed) return fail('no_video', messages);
  if (!isVideoFile(draft.video)) return fail('not_video', messages);
  const payload = {
    title: trimmed(draft.title),
    description: trimmed(draft.description),
    country: toCountryCode(draft.country) ?? trimmed(draft.country),
    video: draft.video,
  };
  const issues: FieldIssues<keyof ClipPayload & string> = {};
  checkFieldLimits('createClip', payload, issues, messages);
  return passUnlessIssues(issues, messages, () => payload);
}

/** For the file picker (spec §5: video only): the file when its type is video/…, else 'Please choose a video file.'. */
export function checkVideoFile<File extends FileLike>(file: File | null | undefined, options: WithMessages = {}): RuleResult<File, 'not_video'> {
  if (isVideoFile(file)) return pass(file);
  return fail('not_video', resolveMessages(options.messages));
}
