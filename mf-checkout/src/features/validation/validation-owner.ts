import {
  checkoutApi,
  type EventBus,
  pathOf,
  ROUTES,
  type ShopEvents,
} from '@shop/shared-contracts';
import type { CartStore } from '../cart/cart-store';
import {
  type CheckoutValidator,
  createCheckoutValidator,
  type ValidatorDependencies,
} from './checkout-validator';
import { keepEchoedCodes } from './echoed-codes';
import { toValidationRequest } from './validation-request';

/** The pay-later provider whose confirm page a read-only order goes to (platform §4). */
const PAY_LATER_PROVIDER = 'klarna';

export interface ValidationOwnerOptions {
  readonly store: CartStore;
  readonly bus: EventBus<ShopEvents>;
  /** Full-page navigation, e.g. `location.assign`. */
  readonly navigate: (href: string) => void;
  readonly validate?: ValidatorDependencies['validate'];
}

/**
 * Connects the checkout validation to the page's cart: every change of the cart, the market or
 * the login schedules a validation, and the codes the server did not echo leave the cart
 * (platform §5). Validation runs only once a checkout view asked for it (`validateNow`), so
 * pages without one send nothing.
 */
export function connectValidation({
  store,
  bus,
  navigate,
  validate = checkoutApi.validateCheckout,
}: ValidationOwnerOptions): CheckoutValidator {
  const validator = createCheckoutValidator({
    validate,
    isAuthLoading: () => bus.current('auth:changed')?.isLoading ?? true,
    buildRequest: () => {
      const cart = store.current();
      const market = bus.current('market:changed');
      if (cart.lines.length === 0 || !market) return null;
      const user = bus.current('auth:changed')?.user;
      return toValidationRequest(cart, {
        countryCode: market.deliveryCountryCode,
        currencyCode: market.currencyCode,
        language: market.language,
        customerId: user?.id ?? null,
        isStaff: user?.isStaffUser ?? false,
        pageName: 'checkout',
      });
    },
    onValidated: (response) => {
      const { discountCodes } = store.current();
      const kept = keepEchoedCodes(discountCodes, response);
      if (kept !== discountCodes) store.keepDiscountCodes(kept);
    },
    onReadOnlyOrder: (response) => {
      const language = bus.current('market:changed')?.language ?? 'fi';
      const href = pathOf(ROUTES.payLaterConfirm, language, { provider: PAY_LATER_PROVIDER });
      const id = response.kgco_id ?? '';
      navigate(`${href}?klarna_order_id=${encodeURIComponent(id)}`);
    },
  });
  const whenAsked = () => {
    if (validator.current().status !== 'UNSET') validator.schedule();
  };
  store.subscribe(whenAsked);
  bus.on('market:changed', whenAsked);
  bus.on('auth:changed', whenAsked);
  return validator;
}
