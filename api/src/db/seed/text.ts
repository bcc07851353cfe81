import type { I18n, Lang } from '../schema.js';

/** The shop languages in the order translations are written in the seed data. */
export const LANGS: readonly Lang[] = ['fi', 'sv', 'en', 'de', 'fr', 'ru'];

/** Builds a translated text from the six languages, in `LANGS` order. */
export function tr(fi: string, sv: string, en: string, de: string, fr: string, ru: string): I18n {
  return { fi, sv, en, de, fr, ru };
}

/** The same text in every language (brand and model names). */
export function same(text: string): I18n {
  return tr(text, text, text, text, text, text);
}

/** Maps every language of a translated text. */
export function mapI18n(text: I18n, map: (value: string, lang: Lang) => string): I18n {
  return tr(
    map(text.fi, 'fi'),
    map(text.sv, 'sv'),
    map(text.en, 'en'),
    map(text.de, 'de'),
    map(text.fr, 'fr'),
    map(text.ru, 'ru'),
  );
}

/** Combines several translated texts language by language. */
export function joinI18n(parts: readonly I18n[], separator = ' '): I18n {
  return mapI18n(same(''), (_, lang) => parts.map((part) => part[lang]).join(separator));
}

/** Upper-cases the first letter (French and Russian names start with the noun). */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** An ASCII kebab-case slug: 'Älvdal Pro 2' becomes 'alvdal-pro-2'. */
export function slugify(text: string): string {
  return text
    .replace(/['’]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A value for a jsonb column (see `Json` in the schema). */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
