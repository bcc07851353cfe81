import {
  CARD_IMAGE_WIDTH,
  type Language,
  localisePath,
  mediaUrl,
  type WizardPrice,
  type WizardProduct,
  type WizardVariant,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useState } from 'react';
import { wizardMessages } from '../../messages/wizard/wizard-messages';
import { shownWizardPrice } from './wizard-price';
import type { ChosenProduct } from './wizard-selection';

/** A wizard price: the discount price with the regular one struck through, else the regular. */
export function WizardPriceView({
  price,
  format,
}: {
  readonly price: WizardPrice;
  readonly format: (cents: number) => string;
}) {
  const { t } = useMessages(wizardMessages);
  const shown = shownWizardPrice(price);
  return (
    <p className="skw-price" data-testid="wizard-price" data-active-price={shown.active}>
      <span className={shown.struck === null ? undefined : 'skw-price-reduced'}>
        {format(shown.current)}
      </span>
      {shown.struck !== null ? (
        <>
          {' '}
          <span className="skw-muted">
            <span className="skw-visually-hidden">{t('ski.regularPrice')} </span>
            <s data-testid="wizard-regular-price">{format(shown.struck)}</s>
          </span>
        </>
      ) : null}
    </p>
  );
}

/**
 * One product of a wizard step: picture, name, brand, the price of the size shown, a size choice
 * when it comes in several, and Choose. An incompatible product says so (catalogue §5) and
 * cannot be chosen.
 */
export function WizardProductItem({
  product,
  chosen,
  language,
  format,
  onChoose,
  onRemove,
}: {
  readonly product: WizardProduct;
  /** This step's choice, if any (of this product or another). */
  readonly chosen: ChosenProduct | undefined;
  readonly language: Language;
  readonly format: (cents: number) => string;
  readonly onChoose: (variant: WizardVariant) => void;
  readonly onRemove: () => void;
}) {
  const { t } = useMessages(wizardMessages);
  const chosenHere = chosen?.modelId === product.modelId ? chosen : undefined;
  const isThisChosen = chosenHere !== undefined;
  const [variantId, setVariantId] = useState(
    chosenHere?.variantId ?? product.variants[0]?.variantId,
  );
  const variant =
    product.variants.find((candidate) => candidate.variantId === variantId) ?? product.variants[0];
  if (!variant) return null;
  const isVariantChosen = chosenHere?.variantId === variant.variantId;
  return (
    <article
      className={isThisChosen ? 'skw-product skw-product-chosen' : 'skw-product'}
      data-testid="wizard-product"
      data-model-id={product.modelId}
      data-compatible={product.isCompatible}
    >
      {product.image ? (
        <img
          src={mediaUrl(product.image, CARD_IMAGE_WIDTH)}
          alt=""
          width={CARD_IMAGE_WIDTH}
          loading="lazy"
        />
      ) : null}
      <h3 className="skw-product-name">
        <Link to={localisePath(product.path, language)}>{product.name}</Link>
      </h3>
      <p className="skw-muted">{product.brand}</p>
      <WizardPriceView price={variant.price} format={format} />
      {product.variants.length > 1 ? (
        <label className="skw-size">
          {t('ski.size')}{' '}
          <select
            data-testid="wizard-size"
            aria-label={t('ski.sizeOf', { name: product.name })}
            value={variant.variantId}
            onChange={(event) => setVariantId(Number(event.target.value))}
          >
            {product.variants.map((option) => (
              <option key={option.variantId} value={option.variantId}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ) : variant.label ? (
        <p className="skw-muted">{variant.label}</p>
      ) : null}
      {product.isCompatible ? null : (
        <p className="skw-incompatible" data-testid="wizard-incompatible">
          {t('ski.incompatible')}
        </p>
      )}
      <div className="skw-actions">
        <button
          type="button"
          className="prd-button prd-button-primary"
          data-testid="wizard-choose"
          aria-pressed={isVariantChosen}
          disabled={!product.isCompatible || isVariantChosen}
          onClick={() => onChoose(variant)}
        >
          {isVariantChosen ? t('ski.chosen') : t('ski.choose')}
        </button>
        {isThisChosen ? (
          <button
            type="button"
            className="prd-button"
            data-testid="wizard-remove"
            onClick={onRemove}
          >
            {t('ski.remove')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
