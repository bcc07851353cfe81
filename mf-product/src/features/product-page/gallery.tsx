import { mediaUrl, type ProductImage } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useState } from 'react';
import { productMessages } from '../../messages/product-messages';

// Catalogue §9 image sizes: 960 wide, 1920 when zoomed, thumbnails 96; 480 for phones.
const IMAGE_WIDTH = { gallery: 960, zoomed: 1920, thumbnail: 96, phone: 480 } as const;
// Catalogue §9: with more than 10 pictures, 9 thumbnails and a '+N' button.
const MAX_THUMBNAILS = 10;
const COLLAPSED_THUMBNAILS = 9;

/** The product pictures: one large, a zoom toggle and the thumbnails. */
export function Gallery({
  images,
  name,
}: {
  readonly images: readonly ProductImage[];
  readonly name: string;
}) {
  const { t } = useMessages(productMessages);
  const [index, setIndex] = useState(0);
  const [isZoomed, setZoomed] = useState(false);
  const [isExpanded, setExpanded] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <div className="prd-gallery" data-testid="gallery" />;
  const collapse = !isExpanded && images.length > MAX_THUMBNAILS;
  const thumbnails = collapse ? images.slice(0, COLLAPSED_THUMBNAILS) : images;
  return (
    <section className="prd-gallery" data-testid="gallery">
      <figure className={isZoomed ? 'prd-gallery-main prd-zoomed' : 'prd-gallery-main'}>
        <img
          src={mediaUrl(current.url, isZoomed ? IMAGE_WIDTH.zoomed : IMAGE_WIDTH.gallery)}
          srcSet={
            isZoomed
              ? undefined
              : `${mediaUrl(current.url, IMAGE_WIDTH.phone)} ${IMAGE_WIDTH.phone}w, ${mediaUrl(current.url, IMAGE_WIDTH.gallery)} ${IMAGE_WIDTH.gallery}w`
          }
          sizes={isZoomed ? undefined : '(max-width: 899px) 100vw, 50vw'}
          alt={current.caption || name}
          data-testid="gallery-image"
          // The page's largest picture: fetched first, with the page.
          fetchPriority="high"
        />
        <button type="button" className="prd-zoom" onClick={() => setZoomed(!isZoomed)}>
          {isZoomed ? t('page.zoomOut') : t('page.zoom')}
        </button>
      </figure>
      {images.length > 1 ? (
        <ul className="prd-thumbnails">
          {thumbnails.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                aria-label={t('page.showImage', { number: position + 1 })}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
              >
                <img src={mediaUrl(image.url, IMAGE_WIDTH.thumbnail)} alt="" loading="lazy" />
              </button>
            </li>
          ))}
          {collapse ? (
            <li>
              <button
                type="button"
                className="prd-more-images"
                aria-label={t('page.moreImages', { count: images.length })}
                onClick={() => setExpanded(true)}
              >
                +{images.length - COLLAPSED_THUMBNAILS}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
