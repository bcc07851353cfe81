import { type Language, localisePath, routeHref } from '@shop/shared-contracts';
import type { ShellMessageKey } from '../i18n/shell-messages';

/** A footer link: its text's message key and where it leads in the shopper's language. */
export interface FooterLink {
  readonly id: string;
  readonly key: ShellMessageKey;
  readonly href: string;
}

/** A column of footer links under its heading. */
export interface FooterSection {
  readonly id: string;
  readonly key: ShellMessageKey;
  readonly links: readonly FooterLink[];
}

/**
 * The footer's link columns in `language`: fixed routes through the route table (their
 * localised paths), static pages by their seeded slugs (the same path in every language, as
 * the menu's): the customer service page's contact tab, delivery, terms, privacy and club.
 */
export function footerSections(language: Language): FooterSection[] {
  const page = (path: string) => localisePath(path, language);
  return [
    {
      id: 'customer-service',
      key: 'footer.customerService',
      links: [
        { id: 'contact', key: 'footer.contact', href: page('/customer-service/contact/') },
        { id: 'faq', key: 'footer.faq', href: routeHref('faq', language) },
        { id: 'delivery', key: 'footer.delivery', href: page('/delivery/') },
        { id: 'returns', key: 'footer.returns', href: routeHref('returns', language) },
      ],
    },
    {
      id: 'shop',
      key: 'shopName',
      links: [
        { id: 'stores', key: 'footer.stores', href: routeHref('stores', language) },
        { id: 'club', key: 'footer.club', href: page('/club/') },
        { id: 'terms', key: 'footer.terms', href: page('/terms/') },
        { id: 'privacy', key: 'footer.privacy', href: page('/privacy/') },
      ],
    },
  ];
}
