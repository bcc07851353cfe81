import type { Messages } from './add-translations.js';

/** Texts every remote's page states share, in the `common` namespace. */
export const commonMessages: Messages<'loading' | 'loadFailed'> = {
  en: {
    loading: 'Loading…',
    loadFailed: 'This content could not be loaded. Please try again later.',
  },
  fi: { loading: 'Ladataan…', loadFailed: 'Sisältöä ei voitu ladata. Yritä myöhemmin uudelleen.' },
  sv: { loading: 'Laddar…', loadFailed: 'Innehållet kunde inte laddas. Försök igen senare.' },
  de: {
    loading: 'Wird geladen…',
    loadFailed: 'Dieser Inhalt konnte nicht geladen werden. Bitte später erneut versuchen.',
  },
  fr: {
    loading: 'Chargement…',
    loadFailed: 'Ce contenu n’a pas pu être chargé. Veuillez réessayer plus tard.',
  },
  ru: {
    loading: 'Загрузка…',
    loadFailed: 'Не удалось загрузить содержимое. Повторите попытку позже.',
  },
};
