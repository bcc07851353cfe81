import type { CheckoutError } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { checkoutMessages } from '../../messages/checkout-messages';

/**
 * Platform §8: each error of the latest validation is a flash message in the shopper's
 * language (the server's English `message` goes only to the log).
 */
export function ValidationFlash({ errors }: { readonly errors: readonly CheckoutError[] }) {
  const { t } = useMessages(checkoutMessages);
  if (errors.length === 0) return null;
  return (
    <ul className="chk-flash" role="alert" data-testid="checkout-errors">
      {errors.map((error) => (
        <li key={`${error.code}-${error.field}`} data-code={error.code}>
          {t(`validation.${error.code}`)}
        </li>
      ))}
    </ul>
  );
}
