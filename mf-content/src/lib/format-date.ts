import { type Language, toNumberLocale } from '@shop/shared-contracts';

/** A date as the shopper's language writes it (the locales of platform §9), e.g. 3.11.2026. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(toNumberLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
