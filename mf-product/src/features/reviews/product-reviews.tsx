import {
  type Language,
  mediaUrl,
  productApi,
  productKeys,
  REVIEW_PAGE_SIZE,
  REVIEW_SORTS,
  type Review,
  type ReviewSort,
  toNumberLocale,
} from '@shop/shared-contracts';
import { useBusState, useMessages } from '@shop/shared-contracts/react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { productMessages } from '../../messages/product-messages';
import { StarIcons } from '../product-page/star-rating';
import {
  fitStep,
  movedCounts,
  type OwnVote,
  reviewDigest,
  type VoteCounts,
  voteToSend,
} from './review-rules';

/** The day a review was written, in the shop's time zone, so the server and browser agree. */
function formatReviewDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(toNumberLocale(language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Helsinki',
  }).format(new Date(iso));
}

/**
 * A model's reviews (catalogue §2 Reviews, §4): ten at a time with Show more while pages
 * remain, in the three orders, with the fit the reviewers felt, each review's stars, text (a
 * digest with 'Read more' past 300 characters) and images, and the votes a logged-in customer
 * can give.
 */
export function ProductReviews({
  modelId,
  language,
}: {
  readonly modelId: number;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const [sort, setSort] = useState<ReviewSort>('date');
  const reviews = useInfiniteQuery({
    queryKey: productKeys.reviews({ model_id: modelId, sort }),
    queryFn: ({ pageParam, signal }) =>
      productApi.productReviews(
        { model_id: modelId, page: pageParam, size: REVIEW_PAGE_SIZE, sort },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length < last.max_pages ? pages.length + 1 : undefined,
  });
  const first = reviews.data?.pages[0];
  const fit = fitStep(first?.size_average ?? null);
  return (
    <section className="prd-reviews" data-testid="product-reviews" aria-busy={reviews.isFetching}>
      <h2>{t('reviews.title')}</h2>
      <div className="prd-reviews-bar">
        <label>
          {t('reviews.sort')}{' '}
          <select
            data-testid="reviews-sort"
            value={sort}
            onChange={(event) => setSort(event.target.value as ReviewSort)}
          >
            {REVIEW_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`reviews.sort.${option}`)}
              </option>
            ))}
          </select>
        </label>
        {fit === null ? null : (
          <p data-testid="reviews-fit">{t('reviews.fit', { fit: t(`reviews.fit.${fit}`) })}</p>
        )}
      </div>
      {reviews.isError && !reviews.data ? (
        // Catalogue §8: a failed review load is only logged; the section says it is missing.
        <p className="prd-muted">{t('reviews.failed')}</p>
      ) : null}
      <ol className="prd-review-list">
        {reviews.data?.pages
          .flatMap((page) => page.results)
          .map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} language={language} />
            </li>
          ))}
      </ol>
      {reviews.hasNextPage ? (
        <button
          type="button"
          className="prd-button"
          data-testid="reviews-more"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {t('reviews.more')}
        </button>
      ) : null}
    </section>
  );
}

function ReviewItem({
  review,
  language,
}: {
  readonly review: Review;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const [isOpen, setOpen] = useState(false);
  const digest = reviewDigest(review.comment);
  return (
    <article className="prd-review" data-testid="review" data-review-id={review.id}>
      <header>
        <StarIcons rating={review.rating} />
        <strong>{review.visible_name}</strong>{' '}
        <time className="prd-muted" dateTime={review.created}>
          {formatReviewDate(review.created, language)}
        </time>
      </header>
      <p data-testid="review-comment">{digest && !isOpen ? digest : review.comment}</p>
      {digest && !isOpen ? (
        <button type="button" className="prd-link-button" onClick={() => setOpen(true)}>
          {t('reviews.readMore')}
        </button>
      ) : null}
      {review.size === null ? null : (
        <p className="prd-muted">{t('reviews.fit', { fit: t(`reviews.fit.${review.size}`) })}</p>
      )}
      {review.images.length > 0 ? (
        <ul className="prd-review-images">
          {review.images.map((image, index) => (
            <li key={image}>
              <ReviewImage image={image} number={index + 1} reviewer={review.visible_name} />
            </li>
          ))}
        </ul>
      ) : null}
      <ReviewVotes review={review} />
    </article>
  );
}

/** A review's picture as a thumbnail that opens it large in a dialog (Escape closes it). */
function ReviewImage({
  image,
  number,
  reviewer,
}: {
  readonly image: string;
  readonly number: number;
  readonly reviewer: string;
}) {
  const { t } = useMessages(productMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const label = t('reviews.image', { number, name: reviewer });
  return (
    <>
      <button
        type="button"
        className="prd-review-image"
        aria-label={label}
        aria-haspopup="dialog"
        data-testid="review-image"
        onClick={() => dialog.current?.showModal()}
      >
        <img src={mediaUrl(image, 96, 96)} alt="" width={96} height={96} loading="lazy" />
      </button>
      <dialog ref={dialog} className="prd-review-image-dialog" aria-label={label}>
        <img src={mediaUrl(image, 960, 960)} alt={label} width={960} height={960} loading="lazy" />
        <form method="dialog">
          <button type="submit" className="prd-button">
            {t('keyword.close')}
          </button>
        </form>
      </dialog>
    </>
  );
}

/**
 * The thumbs of a review (catalogue §4 Review vote): the shopper's vote shows at once and the
 * buttons wait while it is sent; the answer's counts replace the shown ones. A guest is told to
 * log in.
 */
function ReviewVotes({ review }: { readonly review: Review }) {
  const { t } = useMessages(productMessages);
  const user = useBusState('auth:changed')?.user;
  const stored = user?.voteReviews.find((vote) => vote.id === review.id);
  const [own, setOwn] = useState<OwnVote>(stored ? (stored.vote ? 'up' : 'down') : null);
  const [counts, setCounts] = useState<VoteCounts>({
    up: review.votes_up,
    down: review.votes_down,
  });
  const [needsLogin, setNeedsLogin] = useState(false);
  const vote = useMutation({
    mutationFn: (sent: 'up' | 'down' | 'null') =>
      productApi.voteReview({ review_id: review.id, review_vote: sent }),
    onSuccess: (answer) => {
      setOwn(answer.vote);
      setCounts({ up: answer.votes_up, down: answer.votes_down });
    },
  });
  const press = (pressed: 'up' | 'down') => {
    if (!user?.isAuthenticated) {
      setNeedsLogin(true);
      return;
    }
    const sent = voteToSend(own, pressed);
    const after = sent === 'null' ? null : sent;
    const before = { own, counts };
    setOwn(after);
    setCounts(movedCounts(counts, own, after));
    vote.mutate(sent, {
      onError: (error) => {
        // Catalogue §8: a failed vote is only logged; the shown vote goes back.
        console.error('The review vote failed', error);
        setOwn(before.own);
        setCounts(before.counts);
      },
    });
  };
  return (
    <div className="prd-review-votes">
      {(['up', 'down'] as const).map((side) => (
        <button
          key={side}
          type="button"
          className="prd-link-button"
          data-testid={`review-vote-${side}`}
          aria-pressed={own === side}
          disabled={vote.isPending}
          onClick={() => press(side)}
        >
          {t(side === 'up' ? 'reviews.voteUp' : 'reviews.voteDown', { votes: counts[side] })}
        </button>
      ))}
      {needsLogin ? (
        <p role="status" className="prd-muted" data-testid="review-vote-login">
          {t('reviews.loginToVote')}
        </p>
      ) : null}
    </div>
  );
}
