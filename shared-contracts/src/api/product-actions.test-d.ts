import type * as z from '@shop/shared-contracts/zod';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  AvailabilityNotifyRequest,
  KeywordPopup,
  KeywordPopupQuery,
  keywordPopupQuerySchema,
  WishlistToggleRequest,
  WishlistToggleResponse,
} from './product-actions.js';

describe('product page action contracts', () => {
  it('type the bodies the product page sends and the answers it reads', () => {
    expectTypeOf<WishlistToggleRequest>().toEqualTypeOf<{ model_id: number }>();
    expectTypeOf<WishlistToggleResponse>().toEqualTypeOf<{
      added: boolean;
      wishlist_model_ids: number[];
    }>();
    expectTypeOf<AvailabilityNotifyRequest>().toEqualTypeOf<{
      email: string;
      product_id: number;
      lang_code: 'fi' | 'sv' | 'en' | 'de' | 'fr' | 'ru';
    }>();
    expectTypeOf<KeywordPopup>().toEqualTypeOf<{ text: string; url: string }>();
  });

  it('keep the keyword popup query the client sends in step with what the api parses', () => {
    expectTypeOf<z.output<typeof keywordPopupQuerySchema>>().toExtend<KeywordPopupQuery>();
    expectTypeOf<KeywordPopupQuery>().toEqualTypeOf<{
      readonly id: number;
      readonly lang?: 'fi' | 'sv' | 'en' | 'de' | 'fr' | 'ru';
    }>();
  });
});
