import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/** The remote's texts per language; each language is its own chunk, loaded when shown. */
export const accountMessageLoaders: MessageLoaders = {
  fi: () => import('../messages/fi'),
  sv: () => import('../messages/sv'),
  en: () => import('../messages/en'),
  de: () => import('../messages/de'),
  fr: () => import('../messages/fr'),
  ru: () => import('../messages/ru'),
};

/** Every text of the remote, one namespace. */
export const accountMessages = defineMessages('account', accountMessageLoaders);
