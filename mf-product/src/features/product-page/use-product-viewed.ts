import {
  CARD_IMAGE_WIDTH,
  catalogueApi,
  mediaUrl,
  type ProductModel,
  shopBus,
} from '@shop/shared-contracts';
import { usePageDescription, usePageViewed } from '@shop/shared-contracts/react';
import { useEffect } from 'react';

/**
 * Tells the shell a product page has loaded: `product:viewed` for the viewed-products list
 * (canonical path, no language prefix) and the page view with the product's name, and the api
 * counts the view for the recommendations; its meta description (the short description when it
 * has none) goes to the document head.
 */
export function useProductViewed(model: ProductModel | undefined): void {
  usePageViewed(model?.name, 'product');
  usePageDescription(model?.metaDescription || model?.shortDescription);
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
