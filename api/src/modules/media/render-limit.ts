import { ServiceUnavailableError, TooManyRequestsError } from '../../lib/http-errors.js';

/** The queue was full: the route answers 503 with `Retry-After`. */
export class RenderQueueFullError extends ServiceUnavailableError {
  constructor() {
    super('SERVER_BUSY', 'Too many images are being drawn; try again shortly.');
  }
}

/** One address already has its share of the queue: the route answers 429 with `Retry-After`. */
export class RenderShareFullError extends TooManyRequestsError {
  constructor() {
    super('TOO_MANY_REQUESTS', 'Too many of your images are being drawn; try again shortly.');
  }
}

/** How many renderings run at once, wait, and may be one address's. */
export interface RenderBudget {
  /** Renderings at once. */
  readonly maxActive: number;
  /** Renderings waiting for a slot, from all addresses together. */
  readonly maxQueued: number;
  /** Renderings one address may have running or waiting at once. */
  readonly maxPerOwner: number;
}

/**
 * At most `maxActive` renderings at once (a rendering of a large picture takes a CPU for up to a
 * second); up to `maxQueued` more wait their turn in arrival order, and any beyond that are
 * refused at once rather than queued without end. One owner (a client address) may hold at
 * most `maxPerOwner` of the running and waiting ones, so a single client cannot fill the queue
 * and make everyone else's new pictures wait or fail.
 */
export class RenderLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Running and waiting renderings by owner; an owner with none has no entry. */
  private readonly held = new Map<string, number>();

  constructor(private readonly budget: RenderBudget) {
    for (const [name, value] of Object.entries(budget)) {
      if (!(value >= (name === 'maxQueued' ? 0 : 1))) {
        throw new Error(`${name} must be at least ${name === 'maxQueued' ? 0 : 1}, got ${value}`);
      }
    }
  }

  /**
   * Runs `task` in a free slot; rejects with `RenderShareFullError` when `owner` already holds
   * its share, or `RenderQueueFullError` when the queue is full.
   */
  async run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    const holding = this.held.get(owner) ?? 0;
    if (holding >= this.budget.maxPerOwner) throw new RenderShareFullError();
    if (this.active >= this.budget.maxActive && this.waiting.length >= this.budget.maxQueued) {
      throw new RenderQueueFullError();
    }
    this.held.set(owner, holding + 1);
    try {
      if (this.active < this.budget.maxActive) {
        this.active += 1;
      } else {
        // The slot is handed over by the task that frees it, still counted as active.
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        const next = this.waiting.shift();
        if (next) next();
        else this.active -= 1;
      }
    } finally {
      const left = (this.held.get(owner) ?? 1) - 1;
      if (left > 0) this.held.set(owner, left);
      else this.held.delete(owner);
    }
  }

  /** Renderings running and waiting, and the owners holding them, for tests and logs. */
  get size(): { readonly active: number; readonly queued: number; readonly owners: number } {
    return { active: this.active, queued: this.waiting.length, owners: this.held.size };
  }
}
