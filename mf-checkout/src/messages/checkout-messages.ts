import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/** The cart, the payment form (platform §3 Checkout form), club info and enterprise pages. */
export const checkoutLoaders: MessageLoaders = {
  fi: () => import('./checkout/fi'),
  sv: () => import('./checkout/sv'),
  en: () => import('./checkout/en'),
  de: () => import('./checkout/de'),
  fr: () => import('./checkout/fr'),
  ru: () => import('./checkout/ru'),
};

export const checkoutMessages = defineMessages('checkout', checkoutLoaders);
