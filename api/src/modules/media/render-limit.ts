import { ServiceUnavailableError } from '../../lib/http-errors.js';

/** The queue was full: the route answers 503 with `Retry-After`. */
export class RenderQueueFullError extends ServiceUnavailableError {
  constructor() {
    super('SERVER_BUSY', 'Too many images are being drawn; try again shortly.');
  }
}

/**
 * At most `maxActive` renderings at once (issue 13 point 7: a rendering of a large picture takes
 * a CPU for up to a second); up to `maxQueued` more wait their turn in arrival order, and any
 * beyond that are refused at once rather than queued without end.
 */
export class RenderLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly maxActive: number,
    private readonly maxQueued: number,
  ) {
    if (!(maxActive >= 1)) throw new Error(`maxActive must be at least 1, got ${maxActive}`);
  }

  /** Runs `task` in a free slot; rejects with `RenderQueueFullError` when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.maxActive) {
      this.active += 1;
    } else if (this.waiting.length < this.maxQueued) {
      // The slot is handed over by the task that frees it, still counted as active.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw new RenderQueueFullError();
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
