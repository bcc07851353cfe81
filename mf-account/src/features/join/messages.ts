import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/** The club sign-up's texts (issue 12 point 1), each language its own chunk. */
export const joinMessageLoaders: MessageLoaders = {
  fi: () => import('./messages/fi'),
  sv: () => import('./messages/sv'),
  en: () => import('./messages/en'),
  de: () => import('./messages/de'),
  fr: () => import('./messages/fr'),
  ru: () => import('./messages/ru'),
};

export const joinMessages = defineMessages('account-join', joinMessageLoaders);
