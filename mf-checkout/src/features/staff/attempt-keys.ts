/** The idempotency keys of one kind of write, one per attempt. */
export interface AttemptKeys {
  /** The key for sending `body`: a retry of the same body keeps its key, another gets a new one. */
  keyFor(body: unknown): string;
  /** After a success: the next send is a new attempt, even with the same body. */
  reset(): void;
}

/**
 * Keys for a staff write (`Idempotency-Key`): a retry after a lost answer sends the same key,
 * so the server answers the first result instead of making a second request or order.
 */
export function createAttemptKeys(
  createKey: () => string = () => crypto.randomUUID(),
): AttemptKeys {
  let attempt: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (attempt?.body !== text) attempt = { body: text, key: `staff-${createKey()}` };
      return attempt.key;
    },
    reset() {
      attempt = null;
    },
  };
}
