import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';
import type en from './messages/en';

/** A key of the release page's messages; every language has the same keys (the test checks). */
export type ReleaseMessageKey = keyof typeof en;

/**
 * The staff release page's texts, a namespace of their own loaded with the page: shoppers never
 * download them with the shell's first-load messages.
 */
export const releaseMessageLoaders: MessageLoaders = {
  fi: () => import('./messages/fi'),
  sv: () => import('./messages/sv'),
  en: () => import('./messages/en'),
  de: () => import('./messages/de'),
  fr: () => import('./messages/fr'),
  ru: () => import('./messages/ru'),
};

export const releaseMessages = defineMessages('shell-releases', releaseMessageLoaders);
