import type { Language, ProductModel } from '@shop/shared-contracts';
import { ClientOnly, useMessages } from '@shop/shared-contracts/react';
import { lazy, Suspense } from 'react';
import { productMessages } from '../../messages/product-messages';
import { DeliveryPanel } from '../delivery/delivery-panel';
import { InstalmentTeaser } from '../instalment/instalment-teaser';
import { SizeGuide } from '../related/size-guide';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { AddToCartButton } from './add-to-cart-button';
import { AvailabilityInfo } from './availability-info';
import { useCartMode } from './cart-mode';
import { OfferEndNote } from './offer-end-note';
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

// Only gift-campaign pages redeem a code, and its form brings the contract's zod schema: loaded
// with such a page, so no other product page loads zod.
const GiftCodeRedeem = lazy(() =>
  import('./gift-code-redeem').then((module) => ({ default: module.GiftCodeRedeem })),
);
// Likewise the back-in-stock form: loaded with an out-of-stock variant only.
const NotifyForm = lazy(() =>
  import('../notifier/notify-form').then((module) => ({ default: module.NotifyForm })),
);

/**
 * Price, option pickers, the add-to-cart button (or, on a gift-campaign page, the code redeem)
 * and availability of the chosen variant. Adding is a request to the cart's owner on the bus.
 */
export function BuyBox({
  model,
  language,
  selection,
  onChange,
  giftCampaign,
}: {
  readonly model: ProductModel;
  readonly language: Language;
  readonly selection: Selection;
  readonly onChange: (change: Partial<Selection>) => void;
  /** The campaign category slug on `/giftcampaigns/{campaign}/{product}/`. */
  readonly giftCampaign?: string;
}) {
  const { t } = useMessages(productMessages);
  const variantId = selectedVariantId(model, selection);
  const variant = findVariant(model, variantId);
  const cartMode = useCartMode(language);
  return (
    <section className="prd-buy-box" data-testid="buy-box">
      <div className="prd-price-row">
        <PriceBox prices={variant?.prices ?? model.prices} language={language} />
        <WishlistHeart modelId={model.id} language={language} />
      </div>
      <OfferEndNote offer={model} />
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
      {model.sizes.length > 0 ? <SizeGuide model={model} language={language} /> : null}
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
        {giftCampaign ? (
          // In the browser only, like the notifier: a server-rendered form would submit
          // natively until its lazily loaded code hydrates it.
          <ClientOnly fallback={<div className="prd-notify-room" />}>
            <Suspense fallback={<div className="prd-notify-room" />}>
              <GiftCodeRedeem
                model={model}
                selection={selection}
                variant={variant}
                campaign={giftCampaign}
                language={language}
              />
            </Suspense>
          </ClientOnly>
        ) : (
          <AddToCartButton model={model} selection={selection} variant={variant} mode={cartMode} />
        )}
      </div>
      {/* Catalogue §4: a variant that cannot be ordered offers the back-in-stock notifier. */}
      {/* In the browser only: a form the server rendered would submit natively until its
          lazily loaded code hydrates it. The placeholder keeps its room. */}
      {variant && !variant.isOrderable && !giftCampaign ? (
        <ClientOnly fallback={<div className="prd-notify-room" />}>
          <Suspense fallback={<div className="prd-notify-room" />}>
            <NotifyForm key={variant.variantId} variantId={variant.variantId} language={language} />
          </Suspense>
        </ClientOnly>
      ) : null}
      {variant ? <AvailabilityInfo variant={variant} language={language} /> : null}
      {giftCampaign ? null : (
        <InstalmentTeaser prices={variant?.prices ?? model.prices} language={language} />
      )}
      {/* Catalogue §2 Info boxes: the Finnish-owned badge, in Finnish only. */}
      {language === 'fi' && model.manufacturer.countryCode?.toLowerCase() === 'fi' ? (
        <p className="prd-finnish" data-testid="finnish-owned">
          {t('page.finnishOwned')}
        </p>
      ) : null}
      {/* Catalogue §2: second-hand products have no delivery panel. */}
      {giftCampaign || model.isSecondHand ? null : (
        <DeliveryPanel model={model} variant={variant} language={language} />
      )}
    </section>
  );
}
