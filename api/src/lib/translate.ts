import { DEFAULT_LANGUAGE, type Language } from '@shop/shared-contracts';

/** A stored translated text; older rows may miss a language. */
export type StoredTranslation = Partial<Record<Language, string>> | null | undefined;

/** Picks the text in `language`, falling back to the default language, then to any text. */
export function translate(value: StoredTranslation, language: Language): string {
  if (!value) return '';
  return value[language] || value[DEFAULT_LANGUAGE] || Object.values(value).find(Boolean) || '';
}
