import { newClientId } from './client-id.js';
import { EstateError } from './errors.js';
import type { ChatSendResult } from '../rules/chat.js';
import type { ChatImageUpload } from './types.js';

/** One image picked to send, while it uploads or after its upload failed (gone once its message is sent or it is cancelled). */
export interface ChatImageUploadState {
  /** The client id of the message the image goes in; a key for the list. */
  readonly id: string;
  /** The file's name. */
  readonly name: string;
  /** A URL that shows the picked image (an object URL, else its data URL; empty while it is read). */
  readonly preview: string;
  /** The share uploaded, from 0 to 1. */
  readonly progress: number;
  /** `uploading`, or `failed` (`error` says why: offer `retry` and `cancel`). */
  readonly status: 'uploading' | 'failed';
  readonly error: EstateError | null;
  /** Stops the upload (or forgets a failed one): nothing is sent. */
  cancel(): void;
  /** Uploads a failed image again; it keeps its place among the images picked with it. */
  retry(): void;
}

export interface ChatImageUploaderDeps {
  /** Uploads the image for the message `clientId` (`client.chat.uploadImage`). */
  upload(file: Blob, clientId: string, options: { onUploadProgress: (fraction: number) => void; signal: AbortSignal }): Promise<ChatImageUpload>;
  /** Sends the message (`ChatSocket.sendImage`): with the token, or the data URL alone for the outbox to keep. */
  send(dataUrl: string, clientId: string, token: string | undefined): ChatSendResult;
  /** The state changed. */
  changed(): void;
}

interface Job {
  state: ChatImageUploadState;
  file: Blob;
  controller: AbortController;
  dataUrl?: string;
  /** Set once the upload is over: the token, or null when it could not be made (offline: the data URL goes through the outbox). */
  token?: string | null;
}

/** A failure that says nothing about the image: no connection. The image then goes as a data URL, waiting in the outbox as a typed message does. */
const isOffline = (error: unknown) => error instanceof EstateError && (error.kind === 'network' || error.kind === 'timeout');

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * Several images sent at once, each uploaded ahead of its message with its progress and a cancel
 * (`POST /chat/images/`), all at the same time; the messages go in the order the images were picked,
 * one each (an image whose upload failed does not hold the others back). Offline, an image goes as
 * its data URL into the outbox, as before uploads existed.
 */
export class ChatImageUploader {
  private jobs: Job[] = [];
  private snapshot: readonly ChatImageUploadState[] = [];

  constructor(private readonly deps: ChatImageUploaderDeps) {}

  /** The images uploading or failed, in the order picked. */
  get uploads(): readonly ChatImageUploadState[] {
    return this.snapshot;
  }

  /** Starts sending `files` (images; others are the server's to refuse); answers their states. */
  add(files: Iterable<Blob>): ChatImageUploadState[] {
    const added = [...files].map((file) => {
      const id = newClientId();
      const job: Job = {
        file,
        controller: new AbortController(),
        state: {
          id,
          name: typeof File !== 'undefined' && file instanceof File ? file.name : '',
          preview: typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '',
          progress: 0,
          status: 'uploading',
          error: null,
          cancel: () => this.cancel(id),
          retry: () => this.retry(id),
        },
      };
      this.jobs.push(job);
      void this.run(job);
      return job;
    });
    this.publish();
    return added.map((job) => job.state);
  }

  /** Stops every upload (the conversation closed). */
  dispose(): void {
    for (const job of this.jobs) this.drop(job);
    this.jobs = [];
    this.publish();
  }

  private async run(job: Job): Promise<void> {
    try {
      job.dataUrl ??= await readDataUrl(job.file);
      if (!job.state.preview) this.patch(job, { preview: job.dataUrl });
      const online = typeof navigator === 'undefined' || navigator.onLine !== false;
      if (!online) job.token = null;
      else {
        const uploaded = await this.deps.upload(job.file, job.state.id, {
          signal: job.controller.signal,
          onUploadProgress: (fraction) => this.alive(job) && this.patch(job, { progress: Math.min(1, Math.max(0, fraction)) }),
        });
        job.token = uploaded.token;
      }
    } catch (error) {
      if (!this.alive(job) || job.controller.signal.aborted) return;
      if (isOffline(error) && job.dataUrl) job.token = null;
      else return this.patch(job, { status: 'failed', error: error instanceof EstateError ? error : new EstateError(String((error as Error)?.message ?? error), 'invalid') });
    }
    if (this.alive(job)) this.patch(job, { progress: 1 });
    this.sendReady();
  }

  /** Sends, in picking order, every image uploaded that no image picked before it still waits for. */
  private sendReady(): void {
    for (const job of [...this.jobs]) {
      if (job.state.status === 'failed') continue;
      if (job.token === undefined) break;
      const result = this.deps.send(job.dataUrl!, job.state.id, job.token ?? undefined);
      if (!result.ok) {
        this.patch(job, { status: 'failed', error: result.error });
        continue;
      }
      this.jobs = this.jobs.filter((known) => known !== job);
      this.release(job);
    }
    this.publish();
  }

  private cancel(id: string): void {
    const job = this.jobs.find((known) => known.state.id === id);
    if (!job) return;
    this.drop(job);
    this.jobs = this.jobs.filter((known) => known !== job);
    this.publish();
    // What waited for it goes now.
    this.sendReady();
  }

  private retry(id: string): void {
    const job = this.jobs.find((known) => known.state.id === id);
    if (!job || job.state.status !== 'failed') return;
    job.controller = new AbortController();
    job.token = undefined;
    this.patch(job, { status: 'uploading', error: null, progress: 0 });
    void this.run(job);
  }

  private alive(job: Job): boolean {
    return this.jobs.includes(job);
  }

  private drop(job: Job): void {
    job.controller.abort();
    this.release(job);
  }

  private release(job: Job): void {
    if (job.state.preview.startsWith('blob:')) URL.revokeObjectURL(job.state.preview);
  }

  private patch(job: Job, change: Partial<Pick<ChatImageUploadState, 'preview' | 'progress' | 'status' | 'error'>>): void {
    job.state = { ...job.state, ...change };
    this.publish();
  }

  private publish(): void {
    this.snapshot = this.jobs.map((job) => job.state);
    this.deps.changed();
  }
}
