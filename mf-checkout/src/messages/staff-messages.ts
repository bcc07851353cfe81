import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/** The staff features of the checkout: the transfer request panel and the enterprise order. */
export const staffLoaders: MessageLoaders = {
  fi: () => import('./staff/fi'),
  sv: () => import('./staff/sv'),
  en: () => import('./staff/en'),
  de: () => import('./staff/de'),
  fr: () => import('./staff/fr'),
  ru: () => import('./staff/ru'),
};

export const staffMessages = defineMessages('staff', staffLoaders);
