import { ApiError } from '@shop/shared-contracts';

/** What a failed product page shows (catalogue §8 product load failure). */
export interface LoadFailure {
  /** The response status, 500 when the call got none. */
  readonly status: number;
  /** A model that is not public, asked for by someone who is not staff (catalogue §2). */
  readonly isHidden: boolean;
}

/** Reads the failure from the error's status and stable code, never from its wording. */
export function loadFailureOf(error: unknown): LoadFailure {
  if (!(error instanceof ApiError)) return { status: 500, isHidden: false };
  return { status: error.status, isHidden: error.code === 'PRODUCT_NOT_PUBLIC' };
}

/** A route that names no product fails like an unknown slug. */
export const NO_PRODUCT: LoadFailure = { status: 404, isHidden: false };
