import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/** Each language of the wizards' texts is its own chunk, loaded only when shown. */
export const wizardMessageLoaders: MessageLoaders = {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  ru: () => import('./ru'),
};

/**
 * The ski wizard's and the shoe finder's own texts, apart from the remote's `product` namespace
 * (whose `wizard.*` and `shoe.*` titles they still use), so only wizard pages load them.
 */
export const wizardMessages = defineMessages('product-wizard', wizardMessageLoaders);
