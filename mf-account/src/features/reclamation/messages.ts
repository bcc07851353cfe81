import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';

/** The complaint form's and complaint list's texts (issue 12 point 2), each language its own chunk. */
export const complaintMessageLoaders: MessageLoaders = {
  fi: () => import('./messages/fi'),
  sv: () => import('./messages/sv'),
  en: () => import('./messages/en'),
  de: () => import('./messages/de'),
  fr: () => import('./messages/fr'),
  ru: () => import('./messages/ru'),
};

export const complaintMessages = defineMessages('account-complaint', complaintMessageLoaders);
