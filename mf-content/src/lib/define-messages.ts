import type { Language } from '@shop/shared-contracts';
import type { Messages } from '@shop/shared-contracts/react';

/**
 * One area's messages: English names the keys, and every other language must give exactly
 * those keys, so a missing or stray translation fails `tsc -b` (e2e fails on any missing one).
 */
export function defineMessages<const Keys extends string>(
  en: Record<Keys, string>,
  others: Record<Exclude<Language, 'en'>, Record<NoInfer<Keys>, string>>,
): Messages<Keys> {
  return { en, ...others };
}

/** All areas' messages as one namespace. */
export function mergeMessages(...areas: readonly Messages[]): Messages {
  const languages = Object.keys(areas[0] ?? {}) as Language[];
  return Object.fromEntries(
    languages.map((language) => [
      language,
      Object.assign({}, ...areas.map((area) => area[language])),
    ]),
  ) as Messages;
}
