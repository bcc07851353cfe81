import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/** Each language of the remote's texts is its own chunk, loaded only when shown. */
export const productMessageLoaders: MessageLoaders = {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  ru: () => import('./ru'),
};

/** The remote's one namespace: product page, gift cards, ski and shoe wizards. */
export const productMessages = defineMessages('product', productMessageLoaders);
