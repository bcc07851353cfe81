import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/**
 * The texts of the account's orders, preferences, staff customer selection and wishlist removal
 * (issue 12 point 3): a namespace of their own, each language its own chunk.
 */
export const accountOrdersMessageLoaders: MessageLoaders = {
  fi: () => import('./account-orders-messages/fi'),
  sv: () => import('./account-orders-messages/sv'),
  en: () => import('./account-orders-messages/en'),
  de: () => import('./account-orders-messages/de'),
  fr: () => import('./account-orders-messages/fr'),
  ru: () => import('./account-orders-messages/ru'),
};

export const accountOrdersMessages = defineMessages('account-orders', accountOrdersMessageLoaders);
