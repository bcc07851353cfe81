import {
  CARD_IMAGE_WIDTH,
  catalogueApi,
  type Language,
  mediaUrl,
  type ProductModel,
  shopBus,
} from '@shop/shared-contracts';
import { currentHtmlEnvironment } from '@shop/shared-contracts/bus';
import { usePageDescription, usePageMeta, usePageViewed } from '@shop/shared-contracts/react';
import { useEffect, useMemo } from 'react';
import { productPageMeta } from './product-meta';

/**
 * Tells the shell a product page has loaded: `product:viewed` for the viewed-products list
 * (canonical path, no language prefix) and the page view with the product's name, and the api
 * counts the view for the recommendations; its meta description (the short description when it
 * has none), canonical address, share picture and indexing go to the document head.
 */
export function useProductViewed(model: ProductModel | undefined, language: Language): void {
  usePageViewed(model?.name, 'product');
  usePageDescription(model?.metaDescription || model?.shortDescription);
  const origin = currentHtmlEnvironment()?.origin ?? '';
  usePageMeta(
    useMemo(
      () => (model ? productPageMeta(model, language, origin) : undefined),
      [model, language, origin],
    ),
  );
  useEffect(() => {
    if (!model) return;
    const image = model.colors[0]?.images[0] ?? model.images[0];
    shopBus.emit('product:viewed', {
      path: model.path,
      modelId: model.id,
      name: model.name,
      imageUrl: image ? mediaUrl(image.url, CARD_IMAGE_WIDTH) : undefined,
    });
    // The view counts toward the category's recommendation order (catalogue §7).
    catalogueApi
      .recordProductView({ model_id: model.id })
      .catch((error: unknown) => console.warn('The product view was not counted', error));
  }, [model]);
}
