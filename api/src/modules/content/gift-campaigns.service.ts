import type {
  ApiErrorCode,
  ValidateGiftCampaignCodeRequest,
  ValidateGiftCampaignCodeResponse,
} from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { FieldValidationError } from '../../lib/http-errors.js';
import { findGiftCampaignCode, findVariantInCategory } from './gift-campaigns.repository.js';

/** The 400 of a code that cannot be redeemed here: the field `code` and why (catalogue §8). */
function rejectCode(code: ApiErrorCode, message: string): never {
  throw new FieldValidationError([{ field: 'code', message }], { code });
}

/**
 * Catalogue §4 gift campaign redeem, the server's part: the code exists, belongs to the page's
 * category, is neither redeemed nor expired, and the category offers the variant's model. It
 * only checks: the code is used up by the order that redeems it.
 */
export async function validateGiftCampaignCode(
  db: Kysely<Database>,
  request: ValidateGiftCampaignCodeRequest,
  now = new Date(),
): Promise<ValidateGiftCampaignCodeResponse> {
  const found = await findGiftCampaignCode(db, request.code);
  if (!found) return rejectCode('GIFT_CODE_UNKNOWN', 'is not a valid gift code');
  if (found.category_slug !== request.category_slug) {
    return rejectCode('GIFT_CODE_NOT_IN_CAMPAIGN', 'is for another gift campaign');
  }
  if (found.redeemed_at !== null) return rejectCode('GIFT_CODE_REDEEMED', 'was used already');
  if (new Date(found.expires_at).getTime() <= now.getTime()) {
    return rejectCode('GIFT_CODE_EXPIRED', 'has expired');
  }
  const variant = await findVariantInCategory(db, request.product_id, found.category_id);
  if (!variant) {
    throw new FieldValidationError([{ field: 'product_id', message: 'is not a known product' }]);
  }
  if (!variant.isOffered) {
    return rejectCode('GIFT_CODE_NOT_IN_CAMPAIGN', 'cannot be redeemed for this product');
  }
  return { code: found.code, category: found.category_slug };
}
