import { type Language, pathOf, ROUTES, shopBus } from '@shop/shared-contracts';
import { useMessages, useWishlistToggle } from '@shop/shared-contracts/react';
import { useLocation, useNavigate } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';

/**
 * The product page's wishlist heart (catalogue §4 Wishlist toggle): a guest is sent to the
 * login page (and back here after it) with 'Adding to wishlist requires login'; a customer's
 * press toggles, 'Added to wishlist' when it was added; a failure shows '#9424'.
 */
export function WishlistHeart({
  modelId,
  language,
}: {
  readonly modelId: number;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const heart = useWishlistToggle(modelId);
  const navigate = useNavigate();
  const location = useLocation();
  const press = async () => {
    try {
      const outcome = await heart.toggle();
      if (outcome === 'login-required') {
        shopBus.emit('shell:toast-requested', {
          kind: 'info',
          message: t('wishlist.loginRequired'),
        });
        const back = `${location.pathname}${location.search}`;
        navigate(`${pathOf(ROUTES.login, language)}?next=${encodeURIComponent(back)}`);
      } else if (outcome === 'added') {
        shopBus.emit('shell:toast-requested', { kind: 'success', message: t('wishlist.added') });
      }
    } catch (error) {
      console.error('Wishlist toggle failed', error);
      shopBus.emit('shell:toast-requested', { kind: 'error', message: t('wishlist.failed') });
    }
  };
  return (
    <button
      type="button"
      className="prd-heart"
      data-testid="wishlist-heart"
      data-on={heart.isOn}
      aria-pressed={heart.isOn}
      aria-label={t('wishlist.label')}
      disabled={heart.isPending}
      onClick={() => void press()}
    >
      <span aria-hidden="true">{heart.isOn ? '♥' : '♡'}</span>
    </button>
  );
}
