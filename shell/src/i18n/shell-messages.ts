import type { MessageLoaders } from '@shop/shared-contracts';
import { defineMessages } from '@shop/shared-contracts/react';
import type en from './messages/en';

/** A key of the shell's messages; every language has the same keys (the message test checks). */
export type ShellMessageKey = keyof typeof en;

/** The shell's texts per language, each its own chunk: a page loads only the shown language. */
export const shellMessageLoaders: MessageLoaders = {
  fi: () => import('./messages/fi'),
  sv: () => import('./messages/sv'),
  en: () => import('./messages/en'),
  de: () => import('./messages/de'),
  fr: () => import('./messages/fr'),
  ru: () => import('./messages/ru'),
};

/** The `shell` namespace (i18next's default namespace on this page). */
export const shellMessages = defineMessages('shell', shellMessageLoaders);
