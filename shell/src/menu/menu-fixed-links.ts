import { type FixedRouteId, type Language, routeHref } from '@shop/shared-contracts';
import type { MenuEntry, MenuMessageKey, TranslateMenu } from './menu-entry';
import { shopHref } from './menu-paths';

/** A fixed link of the top menu; `href` gets the shopper's language. */
export interface FixedLink {
  readonly id: string;
  readonly key: MenuMessageKey;
  readonly href: (language: Language) => string;
  /** Platform §2: some links are shown only in Finnish. */
  readonly isFinnishOnly?: boolean;
}

/** A dynamic page (a static page slug of route-slugs), the same path in every language. */
const page =
  (path: string) =>
  (language: Language): string =>
    shopHref(path, language);

/** A fixed route of platform §2, in the language's localised path variant. */
const route =
  (id: FixedRouteId, params: Readonly<Record<string, string>> = {}) =>
  (language: Language): string =>
    routeHref(id, language, params);

/** The blog list of one category (`blog_category_order` of the seed), `?category={slug}`. */
const blogCategory =
  (category: string) =>
  (language: Language): string =>
    `${routeHref('blog', language)}?category=${encodeURIComponent(category)}`;

/**
 * Fixed routes of platform §2 where the table has one (second hand, rental, returns, the blog,
 * club offers, the account); static pages use the seeded page slugs (route-slugs
 * `staticPageSlugs`), `/repair-service/` among them.
 */
export const FIXED_LINKS = {
  circularEconomy: [
    { id: 'second-hand', key: 'menu.secondHand', href: route('second-hand') },
    { id: 'rental', key: 'menu.rental', href: route('rental') },
    { id: 'repair', key: 'menu.repair', href: page('/repair-service/') },
    { id: 'sustainability', key: 'menu.sustainability', href: page('/sustainability/') },
  ],
  customerService: [
    { id: 'payment-methods', key: 'menu.paymentMethods', href: page('/payment-methods/') },
    { id: 'delivery', key: 'menu.delivery', href: page('/delivery/') },
    { id: 'returns', key: 'menu.returns', href: route('returns') },
    {
      id: 'complaints',
      key: 'menu.complaints',
      href: route('reclamation'),
      isFinnishOnly: true,
    },
    {
      id: 'member-discounts',
      key: 'menu.memberDiscounts',
      href: page('/club/'),
      isFinnishOnly: true,
    },
    { id: 'terms', key: 'menu.terms', href: page('/terms/'), isFinnishOnly: true },
  ],
  corporate: [{ id: 'corporate', key: 'menu.forCompanies', href: page('/corporate/') }],
  lifeOutdoors: [
    // Blog categories of the seed (`blog_category_order`) under the blog area of platform §2.
    { id: 'guides', key: 'menu.guides', href: blogCategory('guides') },
    {
      id: 'product-tests',
      key: 'menu.productTests',
      href: blogCategory('product-tests'),
      isFinnishOnly: true,
    },
    {
      id: 'events',
      key: 'menu.events',
      href: blogCategory('events'),
      isFinnishOnly: true,
    },
    { id: 'blogs', key: 'menu.blogs', href: route('blog') },
    {
      id: 'club-offers',
      key: 'menu.clubOffers',
      href: route('campaign', { campaignSlug: 'club-offers' }),
    },
  ],
  /** Platform §2 and §6: 'Account' when logged in, otherwise 'Join the club'. */
  account: { id: 'account', key: 'menu.account', href: route('account') },
  // Issue 12: the club sign-up form, which explains the club too.
  joinClub: { id: 'join-club', key: 'menu.joinClub', href: route('join-club') },
} as const satisfies Record<string, FixedLink | readonly FixedLink[]>;

/** The links shown in `language` as menu entries. */
export function fixedEntries(
  links: readonly FixedLink[],
  language: Language,
  t: TranslateMenu,
): MenuEntry[] {
  return links
    .filter((link) => language === 'fi' || !link.isFinnishOnly)
    .map((link) => ({
      id: link.id,
      label: t(link.key),
      href: link.href(language),
      drillsDown: false,
    }));
}
