/**
 * A process-local cache of public read answers (listing pages, details, comment pages), as they
 * are before any viewer's own state is added. Any successful write through the API clears it
 * (`invalidate`), here and, through Redis, in every other process on the same database, so a
 * client that writes and then reads sees its write; what changes without a write request (a
 * listing's view count) is at most `ttlMs` old. Concurrent misses of one key share one load, so a
 * burst of readers costs the database one query, not one each.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; storedAt: number; value: unknown }>();
  private readonly loading = new Map<string, { generation: number; promise: Promise<unknown> }>();

  constructor(
    /** How long an entry lives without a write; 0 turns the cache off. */
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached value of `key`, else what `load` gives (cached unless a write came in meanwhile). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation && this.now() - entry.storedAt < this.ttlMs) return entry.value as T;
    const pending = this.loading.get(key);
    if (pending && pending.generation === this.generation) return pending.promise as Promise<T>;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        // A write that landed while this was loading may not be in it: serve it once, keep it not.
        if (generation === this.generation) this.store(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, { generation, promise });
    return promise;
  }

  /**
   * Counts the writes seen: what was read at one version may be kept (`keep`) only while it is
   * still the version, i.e. no write came in between.
   */
  get version(): number {
    return this.generation;
  }

  /** The stored value of `key` if it is still good, without loading anything on a miss. */
  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== this.generation || this.now() - entry.storedAt >= this.ttlMs) return undefined;
    return entry.value as T;
  }

  /** Stores `value`, made from what was read at `version`, unless a write has come in since. */
  keep(key: string, value: unknown, version: number): void {
    if (this.enabled && version === this.generation) this.store(key, value);
  }

  /** Forgets one key (e.g. a listing whose view count just changed). */
  delete(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** Forgets everything: a write may have changed any answer. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, { generation: this.generation, storedAt: this.now(), value });
    // Oldest first in a Map's order: drop from the front past the bound.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}

/**
 * Which (listing, viewer) views this process already counted, so a repeat visit skips the
 * database; bounded, oldest forgotten first. A forgotten pair only costs the insert that finds it.
 */
export class SeenSet {
  private readonly seen = new Set<string>();

  constructor(private readonly max = 100_000) {}

  has(key: string): boolean {
    return this.seen.has(key);
  }

  add(key: string): void {
    this.seen.add(key);
    if (this.seen.size > this.max) this.seen.delete(this.seen.values().next().value!);
  }
}
