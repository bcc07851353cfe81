import { ApiError } from '@shop/shared-contracts';

/**
 * An `onError` that logs a failure nobody on the page can fix (the api or the network failed).
 * A 4xx answer is the shopper's to fix and is shown, not logged.
 */
export function logUnexpectedFailure(what: string): (error: unknown) => void {
  return (error) => {
    if (error instanceof ApiError && error.status < 500) return;
    console.error(`${what} failed`, error);
  };
}
