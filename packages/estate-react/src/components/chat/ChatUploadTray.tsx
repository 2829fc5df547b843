'use client';

import type { ChatImageUploadState } from '@estate/sdk';
import { CircleAlert, RotateCw, X } from '../../icons/index.js';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { localFieldErrors, useErrorText } from '../shared/error-text.js';
import { Button } from '../../primitives/Button.js';

export interface ChatUploadTrayProps {
  /** The images being sent, in the order picked (`useChat().uploads`). */
  uploads: readonly ChatImageUploadState[];
}

/** The ring's circumference, for a radius of 16 in a 36 × 36 box. */
const RING = 2 * Math.PI * 16;

/**
 * The images being sent (issue 27), above the message box: a thumbnail each, with a progress ring
 * while it uploads and × to cancel it; a failed one says so, with its reason, Retry and ×. Each
 * leaves the tray once its message is sent (it then shows in the conversation). A failed image's
 * reason reads under the tray, named by its file, in at most two lines: under the thumbnail's
 * narrow column it took five.
 */
export function ChatUploadTray({ uploads }: ChatUploadTrayProps) {
  const t = useTranslate();
  const { messages } = useEstateUI();
  const errorText = useErrorText();
  if (uploads.length === 0) return null;
  const nameOf = (upload: Pick<ChatImageUploadState, 'name'>) => upload.name || t('chatPastedImage');
  // The server's refusal of the file ('Upload a valid image…'), in the provider's language; else the failure's own text (offline, a fault).
  const reasons = uploads.flatMap(({ error, ...upload }) =>
    upload.status === 'failed' && error ? [[upload.id, t('chatUploadReason', { name: nameOf(upload), reason: localFieldErrors(messages, error).image?.[0] ?? errorText(error) })]] : [],
  );
  return (
    <div>
      <ul className="est-chat-uploads est-row est-gap-3" aria-label={t('chatUploads')}>
        {uploads.map((upload) => {
          const name = nameOf(upload);
          const failed = upload.status === 'failed';
          const percent = Math.round(upload.progress * 100);
          return (
            <li key={upload.id} className="est-chat-upload est-stack est-gap-1" data-status={upload.status}>
              <div className="est-chat-upload-thumb est-relative">
                {upload.preview && <img src={upload.preview} alt="" />}
                {failed ? (
                  <span className="est-chat-upload-badge est-absolute est-circle" aria-hidden>
                    <CircleAlert size={18} />
                  </span>
                ) : (
                  <svg className="est-chat-upload-ring est-absolute" viewBox="0 0 36 36" role="progressbar" aria-label={t('chatUploading', { name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                    <circle cx="18" cy="18" r="16" className="est-chat-upload-ring-track" />
                    <circle cx="18" cy="18" r="16" className="est-chat-upload-ring-bar" strokeDasharray={RING} strokeDashoffset={RING * (1 - upload.progress)} />
                  </svg>
                )}
                <button type="button" className="est-chat-attachment-remove est-absolute est-circle" aria-label={t('chatCancelUpload', { name })} title={t('chatCancelUpload', { name })} onClick={upload.cancel}>
                  <X size={14} aria-hidden />
                </button>
              </div>
              {failed && (
                <div className="est-chat-upload-failure est-stack est-text-xs">
                  <span className="est-semibold">{t('chatUploadFailed')}</span>
                  <Button variant="ghost" size="sm" className="est-chat-upload-retry" icon={<RotateCw size={14} aria-hidden />} aria-label={t('chatRetryUpload', { name })} onClick={upload.retry}>
                    {t('chatUploadRetry')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {reasons.length > 0 && (
        <div className="est-chat-upload-reasons est-stack est-text-xs" role="alert">
          {reasons.map(([id, text]) => (
            <p key={id} className="est-clamp" title={text}>
              {text}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
