/** Most inputs one batch writes. */
const MAX_BATCH = 256;
/**
 * Batches written at once: while one waits for its commit to reach the disk, the next one is
 * already on its way.
 */
const MAX_WRITING = 2;

interface Waiting<I, O> {
  input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

/**
 * Writes what a process's callers hand over in batches: while batches are being written (two at
 * most), the inputs that arrive wait, and the next batch writes them all together. An idle process
 * writes each input at once, on its own; a busy one pays one transaction per batch instead of one
 * per input, which is what bounds its throughput (each commit waits for its flush to disk). `write`
 * answers each input's output, in the order given.
 *
 * A batch that fails is written again input by input, so one input that cannot be written (its
 * sender deleted a moment ago) does not fail the others; each caller gets its own outcome.
 */
export class BatchWriter<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private writing = 0;

  constructor(private readonly writeBatch: (inputs: I[]) => Promise<O[]>) {}

  /** Hands `input` over; resolves with its output once its batch is written. */
  write(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.writing < MAX_WRITING) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing += 1;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const outputs = await this.writeBatch(batch.map((waiting) => waiting.input));
        batch.forEach((waiting, at) => waiting.resolve(outputs[at]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else await Promise.all(batch.map((waiting) => this.writeBatch([waiting.input]).then(([output]) => waiting.resolve(output!), waiting.reject)));
      }
    }
    this.writing -= 1;
  }
}
