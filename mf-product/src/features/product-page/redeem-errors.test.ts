import { ApiError, type ApiErrorCode } from '@shop/shared-contracts';
import { describe, expect, it } from 'vitest';
import { redeemError } from './redeem-errors';

const badCode = (code: ApiErrorCode) =>
  new ApiError(400, 'Invalid request: code …', [{ field: 'code', message: '…' }], {}, code);

describe('gift code redeem errors (catalogue §8)', () => {
  it('puts a 400 on the code field, saying why when the api said so', () => {
    expect(redeemError(badCode('GIFT_CODE_UNKNOWN'))).toEqual({ key: 'unknown', field: 'code' });
    expect(redeemError(badCode('GIFT_CODE_EXPIRED'))).toEqual({ key: 'expired', field: 'code' });
    expect(redeemError(badCode('GIFT_CODE_REDEEMED'))).toEqual({ key: 'redeemed', field: 'code' });
    expect(redeemError(badCode('GIFT_CODE_NOT_IN_CAMPAIGN'))).toEqual({
      key: 'notInCampaign',
      field: 'code',
    });
    expect(redeemError(badCode('VALIDATION_FAILED'))).toEqual({ key: 'invalid', field: 'code' });
  });

  it('calls anything else an unexpected error (#4924)', () => {
    expect(redeemError(new ApiError(500, 'boom'))).toEqual({ key: 'unexpected', field: 'root' });
    expect(redeemError(new ApiError(429, 'slow down'))).toEqual({
      key: 'unexpected',
      field: 'root',
    });
    expect(redeemError(new TypeError('Failed to fetch'))).toEqual({
      key: 'unexpected',
      field: 'root',
    });
    const otherField = new ApiError(400, 'bad', [{ field: 'product_id', message: 'unknown' }]);
    expect(redeemError(otherField)).toEqual({ key: 'unexpected', field: 'root' });
  });
});
