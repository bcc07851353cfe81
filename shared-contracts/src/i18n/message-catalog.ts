import { LANGUAGES, type Language } from '../market/languages.js';

/** One language's messages of a namespace: flat keys, plural forms as `key_one`, `key_few`... */
export type LanguageMessages = Readonly<Record<string, string>>;

/** Loads one language's messages; each language is its own chunk, loaded only when shown. */
export type MessageLoaders = Readonly<
  Record<Language, () => Promise<{ readonly default: LanguageMessages }>>
>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The CLDR cardinal categories a language's plural keys must give (Intl.PluralRules). */
export function pluralCategories(language: Language): readonly string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/**
 * What is wrong with a namespace's messages: a key one language has and another lacks, and a
 * counted message (any `_one`/`_other` key) missing a plural form its language needs (Russian
 * one/few/many/other, French one/many/other, the others one/other). Empty when all is well.
 */
export function checkMessages(
  namespace: string,
  byLanguage: Readonly<Record<Language, LanguageMessages>>,
): string[] {
  const plural = new Set<string>();
  const plain = new Set<string>();
  for (const language of LANGUAGES) {
    for (const key of Object.keys(byLanguage[language])) {
      const base = key.replace(PLURAL_SUFFIX, '');
      if (base === key) plain.add(key);
      else plural.add(base);
    }
  }
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const messages = byLanguage[language];
    for (const key of plain) {
      if (plural.has(key)) problems.push(`${namespace}:${key} is both plain and plural`);
      else if (typeof messages[key] !== 'string')
        problems.push(`${namespace}:${key} lacks ${language}`);
    }
    for (const base of plural) {
      for (const category of pluralCategories(language)) {
        if (typeof messages[`${base}_${category}`] !== 'string') {
          problems.push(`${namespace}:${base}_${category} lacks ${language}`);
        }
      }
    }
  }
  return problems;
}

/** Every language's messages of a namespace at once, for tests and the message check. */
export async function loadAllMessages(
  loaders: MessageLoaders,
): Promise<Record<Language, LanguageMessages>> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => [language, (await loaders[language]()).default] as const),
  );
  return Object.fromEntries(entries) as Record<Language, LanguageMessages>;
}
