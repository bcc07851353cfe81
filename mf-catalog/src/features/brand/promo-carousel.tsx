import { mediaUrl } from '@shop/shared-contracts';
import { useEffect, useState } from 'react';

/** Catalogue §9: the brand carousel moves on every 5 seconds. */
const ROTATE_MS = 5000;
/** Catalogue §2: promo images are 3/2, requested at 720x480. */
const PROMO_WIDTH = 720;
const PROMO_HEIGHT = 480;

/** The brand page's rotating promo images (catalogue §2: 3/2 ratio, 720x480 requested). */
export function PromoCarousel({
  images,
  alt,
}: {
  readonly images: readonly string[];
  readonly alt: string;
}) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (images.length < 2) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % images.length),
      ROTATE_MS,
    );
    return () => window.clearInterval(timer);
  }, [images.length]);
  const image = images[index % Math.max(images.length, 1)];
  if (!image) return null;
  return (
    <div className="cat-promo" data-testid="brand-promo">
      <img
        src={mediaUrl(image, PROMO_WIDTH, PROMO_HEIGHT)}
        alt={alt}
        width={PROMO_WIDTH}
        height={PROMO_HEIGHT}
      />
    </div>
  );
}
