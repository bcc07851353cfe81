import { ApiError } from '@shop/shared-contracts';

/** The words the redeem form shows, as keys of `redeem.*`. */
export type RedeemErrorKey =
  | 'unknown'
  | 'expired'
  | 'redeemed'
  | 'notInCampaign'
  | 'invalid'
  | 'unexpected';

const BY_CODE: Readonly<Record<string, RedeemErrorKey>> = {
  GIFT_CODE_UNKNOWN: 'unknown',
  GIFT_CODE_EXPIRED: 'expired',
  GIFT_CODE_REDEEMED: 'redeemed',
  GIFT_CODE_NOT_IN_CAMPAIGN: 'notInCampaign',
};

/**
 * Catalogue §8 gift code redeem: a 400 shows the code's error (why, when the api said so);
 * anything else is 'An unexpected error(#4924)'. `field` is where the message goes: the code
 * field, or the form as a whole.
 */
export function redeemError(error: unknown): { key: RedeemErrorKey; field: 'code' | 'root' } {
  if (!(error instanceof ApiError) || error.status !== 400) {
    return { key: 'unexpected', field: 'root' };
  }
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) return { key: known, field: 'code' };
  const namesCode = error.fields.some((field) => field.field === 'code');
  return namesCode ? { key: 'invalid', field: 'code' } : { key: 'unexpected', field: 'root' };
}
