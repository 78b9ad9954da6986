/**
 * At most `size` image decodes at once in this process; the rest wait their turn in order. A card
 * photo decodes to tens of megabytes of pixels: a burst of uploads must not decode them all at once.
 */
export class DecodeSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError('DecodeSlots needs at least one slot');
  }

  /** How many decodes are running now (for tests and logs). */
  get active(): number {
    return this.running;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
