import type { ChatSendValue } from '../rules/chat.js';
import { UNKNOWN_ISSUE_CODE, type ErrorIssue } from './errors.js';
import type { ChatOutboxStore, OutboxEntry } from './outbox-store.js';
import type { ChatOutboxMessage } from './types.js';

/** How long a message the server could not take just now (`"retry": true`) waits before it is sent again. */
export const OUTBOX_RETRY_MS = 1_000;

/**
 * The outbox of one conversation (issue 27, 'Nothing typed is ever lost'): every message typed is
 * kept in the store until the server's copy with its client id comes back, sent when the socket is
 * open, one at a time in typing order (the server stores a message sent twice once). A refusal of
 * the message itself marks it failed with the reason; one that is not about it (`"retry": true`:
 * too fast, a server fault) sends it again after `OUTBOX_RETRY_MS`. The socket calls it; it calls
 * `transmit` (false when nothing could be sent) and `changed`.
 */
export class ChatOutbox {
  /** This conversation's entries, in typing order. */
  entries: OutboxEntry[] = [];
  /** The client id sent and not answered yet: nothing else goes before its answer. */
  private inflight: string | undefined;
  private owner = '';
  private partner = '';
  private opening = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private last = 0;

  constructor(
    private readonly store: ChatOutboxStore,
    private readonly transmit: (entry: OutboxEntry) => boolean,
    private readonly changed: () => void,
  ) {}

  /** Shows the entries the store keeps for `owner`'s conversation with `partner` (none without both), then sends them. */
  async open(owner: string, partner: string): Promise<void> {
    const opening = ++this.opening;
    this.owner = owner;
    this.partner = partner.toLowerCase();
    this.entries = [];
    this.dropped();
    this.changed();
    if (!owner || !partner) return;
    const kept = await this.store.list(owner).catch(() => []);
    if (opening !== this.opening) return;
    // Typed before the store answered: those stay, after the kept ones.
    this.entries = [...kept.filter((entry) => entry.partner === this.partner && !this.find(entry.client_id)), ...this.entries].sort((a, b) =>
      a.created_at < b.created_at ? -1 : 1,
    );
    this.changed();
    this.flush();
  }

  /** Keeps a message just typed (its checked frame), and sends it when its turn comes. */
  add(value: ChatSendValue): void {
    // Strictly increasing, so that the typing order survives in the store.
    this.last = Math.max(Date.now(), this.last + 1);
    const { message, image, image_upload, reply_to } = value;
    const entry = { client_id: value.client_id!, owner: this.owner, partner: this.partner, message, image, reply_to, created_at: new Date(this.last).toISOString() };
    this.save(image_upload ? { ...entry, image_upload } : entry);
    this.flush();
  }

  /** The server stored a message (its echo, or the history): out of the outbox if it was in it. */
  stored(clientId: string | null | undefined): void {
    if (!clientId || !this.find(clientId)) return;
    if (this.inflight === clientId) this.inflight = undefined;
    this.forget(clientId);
  }

  /** The server refused a message of ours, for `reason` (its English, code and values). True when it was in the outbox. */
  refused(clientId: string, reason: ErrorIssue, retry: boolean): boolean {
    const entry = this.find(clientId);
    if (this.inflight === clientId) this.inflight = undefined;
    if (!entry) return false;
    if (retry) this.timer ??= setTimeout(() => ((this.timer = undefined), this.flush()), OUTBOX_RETRY_MS);
    else this.save({ ...entry, failure: reason.message, failure_code: reason.code, failure_values: reason.values });
    this.flush();
    return true;
  }

  /** The connection dropped: what was in flight goes again once it is back. */
  dropped(): void {
    this.inflight = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Sends a failed message again (it waits again, in its place). */
  retry(clientId: string): void {
    const entry = this.find(clientId);
    if (entry?.failure === undefined) return;
    // An uploaded image goes again as its data URL: its token may be what was refused (expired).
    const { failure: _failure, failure_code: _code, failure_values: _values, image_upload: _token, ...waiting } = entry;
    this.save(waiting);
    this.flush();
  }

  /** Deletes a message from the outbox: it will not be sent (one already on its way may still be stored). */
  discard(clientId: string): void {
    if (this.inflight === clientId) this.inflight = undefined;
    this.forget(clientId);
  }

  /** Sends the first message waiting, unless one is in flight or waiting for `OUTBOX_RETRY_MS`. */
  flush(): void {
    if (this.inflight || this.timer) return;
    const next = this.entries.find((entry) => entry.failure === undefined);
    if (next && this.transmit(next)) this.inflight = next.client_id;
  }

  /** The entries as messages of the list, mine, from `me`. */
  view(me: string): ChatOutboxMessage[] {
    return this.entries.map(({ client_id, message, image, created_at, failure, failure_code, failure_values }) => ({
      client_id,
      message: message ?? null,
      image: image ?? null,
      sender_username: me,
      receiver_username: this.partner,
      created_at,
      status: failure === undefined ? 'pending' : 'failed',
      failure: failure ?? null,
      // An entry kept before refusals had codes has none: it words as one the server sent without a code.
      refusal: failure === undefined ? null : { code: failure_code ?? UNKNOWN_ISSUE_CODE, values: failure_values ?? {}, message: failure },
    }));
  }

  private find(clientId: string): OutboxEntry | undefined {
    return this.entries.find((entry) => entry.client_id === clientId);
  }

  private save(entry: OutboxEntry): void {
    const at = this.entries.findIndex((known) => known.client_id === entry.client_id);
    this.entries = at < 0 ? [...this.entries, entry] : this.entries.map((known, index) => (index === at ? entry : known));
    void this.store.put(entry).catch(() => undefined);
    this.changed();
  }

  private forget(clientId: string): void {
    this.entries = this.entries.filter((entry) => entry.client_id !== clientId);
    void this.store.remove(clientId).catch(() => undefined);
    this.changed();
    if (!this.inflight) this.flush();
  }
}
