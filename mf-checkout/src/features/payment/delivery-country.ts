/**
 * The page's address again with the market of platform §4's load overrides, `delivery_country`
 * and `currency`: the market is locked once set, so a new delivery country applies on a fresh
 * load, the way the shell's locale modal applies a choice. The rest of the query is kept.
 */
export function marketOverrideHref(
  href: string,
  choice: { readonly deliveryCountryCode: string; readonly currencyCode: string },
): string {
  const url = new URL(href);
  url.searchParams.set('delivery_country', choice.deliveryCountryCode);
  url.searchParams.set('currency', choice.currencyCode);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Platform §3: Finland is the home market; a delivery elsewhere names its country. */
export function asksDeliveryCountry(deliveryCountryCode: string): boolean {
  return deliveryCountryCode.toLowerCase() !== 'fi';
}
