import { type ProductModel, shopBus } from '@shop/shared-contracts';
import { usePageViewed } from '@shop/shared-contracts/react';
import { useEffect } from 'react';
import { IMAGE_WIDTH, imageSrc } from './image-src';

/**
 * Tells the shell a product page has loaded: `product:viewed` for the viewed-products list
 * (canonical path, no language prefix) and the page view with the product's name.
 */
export function useProductViewed(model: ProductModel | undefined): void {
  usePageViewed(model?.name, 'product');
  useEffect(() => {
    if (!model) return;
    const image = model.colors[0]?.images[0] ?? model.images[0];
    shopBus.emit('product:viewed', {
      path: model.path,
      name: model.name,
      imageUrl: image ? imageSrc(image.url, IMAGE_WIDTH.card) : undefined,
    });
  }, [model]);
}
