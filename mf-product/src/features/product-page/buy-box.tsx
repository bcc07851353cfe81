import type { Language, ProductModel } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { productMessages } from '../../messages/product-messages';
import { AvailabilityInfo } from './availability-info';
import { OptionPicker } from './option-picker';
import { PriceBox } from './price-box';
import {
  findVariant,
  NO_MATCHING_VARIANT,
  type Selection,
  SIZE_NOT_CHOSEN,
  selectedVariantId,
  sizeStates,
} from './variant-selection';

/**
 * Price, option pickers and availability of the chosen variant. The add-to-cart button belongs
 * to the cart's owner; `buy-box-actions` carries the chosen variant for it.
 */
export function BuyBox({
  model,
  language,
  selection,
  onChange,
}: {
  readonly model: ProductModel;
  readonly language: Language;
  readonly selection: Selection;
  readonly onChange: (change: Partial<Selection>) => void;
}) {
  const { t } = useMessages(productMessages);
  const variantId = selectedVariantId(model, selection);
  const variant = findVariant(model, variantId);
  return (
    <section className="prd-buy-box" data-testid="buy-box">
      <PriceBox prices={variant?.prices ?? model.prices} language={language} />
      {model.colors.length > 0 ? (
        <OptionPicker
          label={t('page.color')}
          name="color"
          options={model.colors}
          selected={selection.color}
          onSelect={(color) => onChange({ color })}
        />
      ) : null}
      {model.types.length > 1 ? (
        <OptionPicker
          label={t('page.type')}
          name="type"
          options={model.types}
          selected={selection.type}
          onSelect={(type) => onChange({ type })}
        />
      ) : null}
      {model.sizes.length > 0 ? (
        <OptionPicker
          label={t('page.size')}
          name="size"
          options={model.sizes}
          selected={selection.size}
          states={sizeStates(model, selection)}
          onSelect={(size) => onChange({ size })}
        />
      ) : null}
      <div
        className="prd-buy-actions"
        data-testid="buy-box-actions"
        data-variant-id={variantId}
        data-orderable={variant?.isOrderable ?? false}
      >
        {variantId === SIZE_NOT_CHOSEN ? <p role="status">{t('page.selectSize')}</p> : null}
        {variantId === NO_MATCHING_VARIANT ? <p role="status">{t('page.noSuchVariant')}</p> : null}
        {variant && !variant.isOrderable ? (
          <p role="status" className="prd-warning">
            {t('page.outOfStock')}
          </p>
        ) : null}
      </div>
      {variant ? <AvailabilityInfo variant={variant} language={language} /> : null}
    </section>
  );
}
