import {
  type Language,
  type ProductModel,
  type ProductVariant,
  pathOf,
  ROUTES,
  validateGiftCampaignCodeRequestSchema,
} from '@shop/shared-contracts';
import { useContractForm, useMessages } from '@shop/shared-contracts/react';
import { useNavigate } from '@shop/shared-contracts/router';
import { useId } from 'react';
import { REFUSAL_MESSAGES, requestCartAdd } from '../../lib/cart-requests';
import { productMessages } from '../../messages/product-messages';
import { addToCartBlock, SHOPPER } from './add-to-cart-rules';
import { useValidateGiftCode } from './api';
import { redeemError } from './redeem-errors';
import type { Selection } from './variant-selection';

/** The form's one field, with the contract's rule (catalogue §5: required, trimmed). */
const redeemFormSchema = validateGiftCampaignCodeRequestSchema.pick({ code: true });

/**
 * Catalogue §4 gift campaign redeem on `/giftcampaigns/{campaign}/{product}/`: the code is
 * validated for the chosen variant; then the cart's owner clears the checkout, adds the variant
 * with amount 1 and keeps the code and category, and the shopper goes on to the payment page.
 * Delivery-country limits do not apply to a campaign's gifts.
 */
export function GiftCodeRedeem({
  model,
  selection,
  variant,
  campaign,
  language,
}: {
  readonly model: ProductModel;
  readonly selection: Selection;
  readonly variant: ProductVariant | undefined;
  /** The campaign category slug of the page. */
  readonly campaign: string;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const id = useId();
  const navigate = useNavigate();
  const validation = useValidateGiftCode();
  const { register, handleSubmit, setError, formState } = useContractForm(redeemFormSchema, {
    namespace: productMessages.namespace,
    defaultValues: { code: '' },
  });
  const block = addToCartBlock({
    model,
    selection,
    variant,
    isDeliveryBlocked: false,
    mode: SHOPPER,
  });
  const submit = handleSubmit(({ code }) => {
    if (!variant || block !== null) return;
    validation.mutate(
      { code, product_id: variant.variantId, category_slug: campaign },
      {
        onSuccess: (valid) => {
          const refused = requestCartAdd({
            line: { variantId: variant.variantId, modelId: model.id, amount: 1 },
            giftCampaign: { code: valid.code, category: valid.category },
          });
          if (refused !== undefined) {
            setError('root.server', { type: 'refused', message: t(REFUSAL_MESSAGES[refused]) });
            return;
          }
          navigate(pathOf(ROUTES.checkoutPayment, language));
        },
        onError: (error) => {
          const { key, field } = redeemError(error);
          const message = t(`redeem.${key}`);
          if (field === 'code') setError('code', { type: 'server', message });
          else setError('root.server', { type: 'server', message });
        },
      },
    );
  });
  const codeError = formState.errors.code?.message;
  const formError = formState.errors.root?.server?.message;
  return (
    <form
      className="prd-redeem"
      data-testid="gift-code-redeem"
      noValidate
      onSubmit={submit}
      aria-busy={validation.isPending}
    >
      <label htmlFor={`${id}-code`}>{t('redeem.code')}</label>
      <input
        id={`${id}-code`}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        required
        maxLength={40}
        data-testid="gift-code"
        aria-invalid={codeError ? true : undefined}
        aria-describedby={codeError ? `${id}-error` : undefined}
        {...register('code')}
      />
      {codeError ? (
        <p id={`${id}-error`} className="prd-warning" data-testid="gift-code-error">
          {codeError}
        </p>
      ) : null}
      <button
        type="submit"
        className="prd-button prd-button-primary"
        data-testid="gift-code-redeem-button"
        disabled={block !== null || validation.isPending}
      >
        {t('redeem.submit')}
      </button>
      {formError ? (
        <p role="alert" className="prd-warning" data-testid="gift-code-form-error">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
