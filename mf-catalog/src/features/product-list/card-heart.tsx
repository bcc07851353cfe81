import { type Language, pathOf, ROUTES, shopBus } from '@shop/shared-contracts';
import { useWishlistToggle } from '@shop/shared-contracts/react';
import { useNavigate } from '@shop/shared-contracts/router';
import type { CatalogT } from '../../messages/catalog-messages';

/**
 * A card's wishlist heart (catalogue §4 Wishlist toggle): a guest goes to the login page (and
 * back after it) with 'Adding to wishlist requires login'; 'Added to wishlist' when added; a
 * failure shows '#4381', the card's code (§8).
 */
export function CardHeart({
  modelId,
  name,
  language,
  t,
}: {
  readonly modelId: number;
  readonly name: string;
  readonly language: Language;
  readonly t: CatalogT;
}) {
  const heart = useWishlistToggle(modelId);
  const navigate = useNavigate();
  const press = async () => {
    try {
      const outcome = await heart.toggle();
      if (outcome === 'login-required') {
        shopBus.emit('shell:toast-requested', { kind: 'info', message: t('card.wishlistLogin') });
        const back = `${window.location.pathname}${window.location.search}`;
        navigate(`${pathOf(ROUTES.login, language)}?next=${encodeURIComponent(back)}`);
      } else if (outcome === 'added') {
        shopBus.emit('shell:toast-requested', {
          kind: 'success',
          message: t('card.wishlistAdded'),
        });
      }
    } catch (error) {
      console.error('Wishlist toggle failed', error);
      shopBus.emit('shell:toast-requested', { kind: 'error', message: t('card.wishlistFailed') });
    }
  };
  return (
    <button
      type="button"
      className="cat-card-heart"
      data-testid="product-card-heart"
      aria-pressed={heart.isOn}
      aria-label={t('card.wishlist', { name })}
      disabled={heart.isPending}
      onClick={() => void press()}
    >
      <span aria-hidden="true">{heart.isOn ? '♥' : '♡'}</span>
    </button>
  );
}
