import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/**
 * Order details, view-order and the payment outcome pages (the status labels are the contracts'
 * `orderStatusMessages`).
 */
export const orderLoaders: MessageLoaders = {
  fi: () => import('./orders/fi'),
  sv: () => import('./orders/sv'),
  en: () => import('./orders/en'),
  de: () => import('./orders/de'),
  fr: () => import('./orders/fr'),
  ru: () => import('./orders/ru'),
};

export const orderMessages = defineMessages('checkout-orders', orderLoaders);
