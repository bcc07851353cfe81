import { useMessages, useWishlistToggle } from '@shop/shared-contracts/react';
import { useState } from 'react';
import { accountOrdersMessages } from '../../lib/account-orders-messages';

/**
 * Takes a model off the wishlist (catalogue §4 Wishlist toggle: a press on a model that is on the
 * list removes it). The toggle tells the shell over the bus, whose new list re-renders the page.
 */
export function RemoveFromWishlist({
  modelId,
  name,
}: {
  readonly modelId: number;
  readonly name: string;
}) {
  const { t } = useMessages(accountOrdersMessages);
  const wishlist = useWishlistToggle(modelId);
  const [hasFailed, setFailed] = useState(false);
  const remove = async () => {
    // Only a model still on the list is toggled: a second press must not add it back.
    if (!wishlist.isOn) return;
    setFailed(false);
    try {
      await wishlist.toggle();
    } catch (error) {
      setFailed(true);
      console.error('Removing from the wishlist failed', error);
    }
  };
  return (
    <>
      <button
        type="button"
        className="acc-secondary"
        onClick={remove}
        disabled={wishlist.isPending || !wishlist.isOn}
        aria-label={t('wishlist.removeLabel', { name })}
        data-testid="wishlist-remove"
      >
        {t('wishlist.remove')}
      </button>
      {hasFailed ? (
        <p role="alert" className="acc-error">
          {t('wishlist.removeFailed')}
        </p>
      ) : null}
    </>
  );
}
