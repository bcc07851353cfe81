import {
  formatPrice,
  type Language,
  type ProductModel,
  type ProductVariant,
  pathOf,
  productApi,
  productKeys,
  ROUTES,
} from '@shop/shared-contracts';
import { currentRenderHead } from '@shop/shared-contracts/bus';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { productMessages } from '../../messages/product-messages';
import {
  isLookupPostcode,
  POSTCODE_LENGTH,
  rememberedPostcode,
  rememberPostcode,
} from './postcode';

/** The general settings' feature flag that turns the panel on (catalogue §2 Info boxes). */
const FEATURE_FLAG = 'deliveryMethodLookup';

/**
 * The delivery panel (catalogue §2, §5, §8): whether the product ships to the shopper's
 * delivery country ('This product is not shipped to {country}' with the block info), and for
 * Finland the delivery options to a postcode, with pickup from stores that have the chosen
 * variant. Behind the `deliveryMethodLookup` feature flag; read in the browser only.
 */
export function DeliveryPanel({
  model,
  variant,
  language,
}: {
  readonly model: ProductModel;
  readonly variant: ProductVariant | undefined;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const settings = useBusState('settings:changed');
  const market = useBusState('market:changed');
  const inBrowser = currentRenderHead() === null;
  const shown = settings?.featureFlags[FEATURE_FLAG] === true && market !== undefined;
  const country = market?.deliveryCountryCode ?? 'fi';
  const limitQuery = {
    slug: model.slug,
    'delivery-country-code': country,
    type: 1 as const,
    lang: language,
    taxAreaId: market?.taxAreaId ?? 1,
  };
  const limit = useQuery({
    queryKey: productKeys.extra(limitQuery),
    queryFn: ({ signal }) => productApi.productExtra(limitQuery, signal),
    enabled: shown && inBrowser,
    staleTime: 5 * 60 * 1000,
  });
  if (!shown || !market) return null;
  const blocked = limit.data?.delivery_method_limit;
  return (
    <section className="prd-delivery" data-testid="delivery-panel">
      <h2>{t('delivery.title')}</h2>
      {blocked?.blocked ? (
        <p role="status" className="prd-warning" data-testid="delivery-blocked">
          {t('delivery.blocked', { country: market.deliveryCountryName })}
          {blocked.blockInfo ? ` ${blocked.blockInfo}` : ''}
        </p>
      ) : country.toLowerCase() === 'fi' && variant ? (
        <PostcodeLookup
          variant={variant}
          language={language}
          format={(cents) => formatPrice(cents, { ...market, language })}
        />
      ) : null}
    </section>
  );
}

function PostcodeLookup({
  variant,
  language,
  format,
}: {
  readonly variant: ProductVariant;
  readonly language: Language;
  readonly format: (cents: number) => string;
}) {
  const { t } = useMessages(productMessages);
  const id = useId();
  const [postcode, setPostcode] = useState('');
  // The remembered postcode after hydration: the server knows none.
  useEffect(() => setPostcode(rememberedPostcode()), []);
  const query = {
    postal_code: postcode,
    price: variant.prices.active,
    variant_id: variant.variantId,
    lang: language,
  };
  const options = useQuery({
    queryKey: productKeys.fastShipping(query),
    queryFn: ({ signal }) => productApi.fastShipping(query, signal),
    enabled: isLookupPostcode(postcode),
    staleTime: 5 * 60 * 1000,
  });
  useEffect(() => {
    // Catalogue §8: logged only (#5711); the list stays away.
    if (options.error) console.error('Delivery options failed to load (#5711)', options.error);
  }, [options.error]);
  return (
    <div className="prd-postcode">
      <label htmlFor={`${id}-postcode`}>{t('delivery.postcode')}</label>
      <input
        id={`${id}-postcode`}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={POSTCODE_LENGTH}
        value={postcode}
        data-testid="delivery-postcode"
        onChange={(event) => {
          const next = event.target.value.replace(/\D/g, '').slice(0, POSTCODE_LENGTH);
          setPostcode(next);
          rememberPostcode(next);
        }}
      />
      {options.data ? (
        options.data.length === 0 ? (
          <p role="status" data-testid="delivery-none">
            {t('delivery.none', { postcode })}
          </p>
        ) : (
          <ul className="prd-delivery-options" data-testid="delivery-options">
            {options.data.map((option) => (
              <li key={`${option.name}-${option.storeSlug ?? ''}`}>
                {option.storeSlug ? (
                  <Link to={pathOf(ROUTES.store, language, { store: option.storeSlug })}>
                    {option.name}
                  </Link>
                ) : (
                  <span>{option.name}</span>
                )}
                <span className="prd-muted">{option.timeEstimate}</span>
                <span>{option.price === 0 ? t('delivery.free') : format(option.price)}</span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
