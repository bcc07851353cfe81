import {
  convertPrice,
  type Language,
  localisePath,
  type ProductModel,
  type ProductPrices,
} from '@shop/shared-contracts';

/** The market a price is shown in: the currency and the rate from euros. */
interface JsonLdMarket {
  readonly currencyCode: string;
  readonly currencyRate: number;
}

// The review scale is 0–10 (catalogue §3); schema.org ratings here are out of 5.
const REVIEW_SCALE_TO_STARS = 2;

/**
 * The product as schema.org `Product` structured data for search engines: name, brand, model
 * number, pictures, description and one offer in the page's market (the price every shopper
 * pays: club prices need a login), with its availability and the page's address; the rating
 * when the model has reviews.
 */
export function productJsonLd(
  model: ProductModel,
  options: {
    readonly language: Language;
    readonly market: JsonLdMarket;
    /** The page's origin, e.g. `https://shop.example`. */
    readonly origin: string;
  },
): Record<string, unknown> {
  const url = `${options.origin}${localisePath(model.path, options.language)}`;
  const images = [...model.colors.flatMap((colour) => colour.images), ...model.images];
  const isAvailable = model.variants.some((variant) => variant.isOrderable);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: model.name,
    sku: model.modelNumber,
    url,
    ...(model.shortDescription ? { description: model.shortDescription } : {}),
    ...(model.manufacturer.name.trim() !== '-'
      ? { brand: { '@type': 'Brand', name: model.manufacturer.name } }
      : {}),
    ...(images.length > 0
      ? { image: [...new Set(images.map((image) => `${options.origin}${image.url}`))] }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: offerPrice(model.prices, options.market),
      priceCurrency: options.market.currencyCode.toUpperCase(),
      availability: isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: model.isSecondHand
        ? 'https://schema.org/UsedCondition'
        : 'https://schema.org/NewCondition',
    },
    ...(model.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round((model.rating.average / REVIEW_SCALE_TO_STARS) * 10) / 10,
            bestRating: 5,
            reviewCount: model.rating.count,
          },
        }
      : {}),
  };
}

/** The active price in the market's currency, as schema.org wants it: a decimal string. */
function offerPrice(prices: ProductPrices, market: JsonLdMarket): string {
  const amount = convertPrice(prices.active, market);
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
