import type { MessageLoaders } from '@shop/shared-contracts';
import type { useMessages } from '@shop/shared-contracts/react';
import { defineMessages } from '@shop/shared-contracts/react';

/** Each language is its own chunk: a page loads only the shown language's file. */
export const catalogMessageLoaders: MessageLoaders = {
  fi: () => import('./fi'),
  sv: () => import('./sv'),
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  ru: () => import('./ru'),
};

/** The catalogue's messages, the `catalog` namespace. */
export const catalogMessages = defineMessages('catalog', catalogMessageLoaders);

/** The catalogue's `t`, for components that take the messages their parent read. */
export type CatalogT = ReturnType<typeof useMessages>['t'];
