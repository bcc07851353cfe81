import { defineMessages } from './define-messages.js';

/** Texts every remote's page states and forms share, in the `common` namespace. */
export const commonMessages = defineMessages('common', {
  fi: () => import('../i18n/common/fi.js'),
  sv: () => import('../i18n/common/sv.js'),
  en: () => import('../i18n/common/en.js'),
  de: () => import('../i18n/common/de.js'),
  fr: () => import('../i18n/common/fr.js'),
  ru: () => import('../i18n/common/ru.js'),
});
