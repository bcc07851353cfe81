/** The six shop languages (platform §9). `fi` is the default; its paths are prefixed only as the
 * configured prefix strategy says (`routes/language-prefix.ts`). */
export declare const LANGUAGES: readonly ['fi', 'sv', 'en', 'de', 'fr', 'ru'];
export type Language = (typeof LANGUAGES)[number];
export declare const DEFAULT_LANGUAGE: Language;
export declare function isLanguage(value: unknown): value is Language;
/** A text in every shop language, as the API stores translated fields. */
export type Translated = Record<Language, string>;
