// Group commit in one process: per key, one batch is under way at a time; what arrives meanwhile waits
// and goes in the next batch, in arrival order. An item that finds nothing under way goes at once,
// alone, so a quiet key pays no wait, and a crowd on one key shares one transaction's locks, round
// trips and commit per batch instead of per item. `run` answers, per item, its result; when a batch
// fails as a whole, its items are tried again one by one, so one bad item cannot fail the others.

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(err: unknown): void;
}

export class BatchQueue<T, R> {
  private readonly queues = new Map<number | string, Waiting<T, R>[]>();

  constructor(
    private readonly run: (key: number | string, items: T[]) => Promise<R[]>,
    private readonly maxBatch: number,
  ) {}

  add(key: number | string, item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) return void queue.push({ item, resolve, reject });
      const fresh = [{ item, resolve, reject }];
      this.queues.set(key, fresh);
      void this.drain(key, fresh);
    });
  }

  private async drain(key: number | string, queue: Waiting<T, R>[]): Promise<void> {
    while (queue.length) {
      const batch = queue.splice(0, this.maxBatch);
      try {
        const results = await this.run(
          key,
          batch.map((w) => w.item),
        );
        batch.forEach((w, i) => w.resolve(results[i]));
      } catch (err) {
        if (batch.length === 1) {
          batch[0].reject(err);
          continue;
        }
        for (const w of batch) {
          try {
            const [result] = await this.run(key, [w.item]);
            w.resolve(result);
          } catch (alone) {
            w.reject(alone);
          }
        }
      }
    }
    this.queues.delete(key);
  }
}
