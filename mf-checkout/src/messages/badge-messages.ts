import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/** The header cart link's own namespace: the badge is on every page, so it loads only these few words. */
export const badgeLoaders: MessageLoaders = {
  fi: () => import('./badge/fi'),
  sv: () => import('./badge/sv'),
  en: () => import('./badge/en'),
  de: () => import('./badge/de'),
  fr: () => import('./badge/fr'),
  ru: () => import('./badge/ru'),
};

export const badgeMessages = defineMessages('checkout-badge', badgeLoaders);
