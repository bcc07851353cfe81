/** The six shop languages (platform §9). `fi` is the default; its paths are prefixed only as the
 * configured prefix strategy says (`routes/language-prefix.ts`). */
export const LANGUAGES = ['fi', 'sv', 'en', 'de', 'fr', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fi';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A text in every shop language, as the API stores translated fields. */
export type Translated = Record<Language, string>;
