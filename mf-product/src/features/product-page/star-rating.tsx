import { toStars } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { productMessages } from '../../messages/product-messages';
import { REVIEW_COUNT_SHOWN_ABOVE, starIcons } from './star-icons';

const GLYPH = { full: '★', half: '⯪', empty: '☆' } as const;

/**
 * Review stars (rating/2 in half stars) with the count when there are more than five; with
 * reviews they link to the Reviews tab (`#reviews`, which the tabs follow).
 */
export function StarRating({
  average,
  count,
}: {
  readonly average: number;
  readonly count: number;
}) {
  const { t } = useMessages(productMessages);
  const stars = toStars(average);
  return (
    <div className="prd-stars" data-testid="review-stars" data-stars={stars}>
      {count > 0 ? (
        <a href="#reviews" className="prd-stars-link" data-testid="review-stars-link">
          <StarIcons rating={average} />
          {count > REVIEW_COUNT_SHOWN_ABOVE ? (
            <span className="prd-muted">{t('page.reviewCount', { count })}</span>
          ) : null}
        </a>
      ) : (
        <StarIcons rating={average} />
      )}
    </div>
  );
}

/** A 0–10 rating as five stars in halves, named for screen readers. */
export function StarIcons({ rating }: { readonly rating: number }) {
  const { t } = useMessages(productMessages);
  return (
    <span role="img" aria-label={t('page.rating', { stars: toStars(rating) })}>
      {starIcons(rating).map((icon, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions.
        <span key={index} className={`prd-star prd-star-${icon}`} aria-hidden="true">
          {GLYPH[icon]}
        </span>
      ))}
    </span>
  );
}
