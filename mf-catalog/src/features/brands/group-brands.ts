/** Brands under their first letter, A–Z, for the brand index (letters like Å sort by locale). */
export function groupBrandsByInitial<Brand extends { readonly name: string }>(
  brands: readonly Brand[],
  locale: string,
): Array<{ readonly initial: string; readonly brands: Brand[] }> {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...brands].sort((a, b) => collator.compare(a.name, b.name));
  const groups = new Map<string, Brand[]>();
  for (const brand of sorted) {
    const first = brand.name.trim().charAt(0).toLocaleUpperCase(locale);
    const initial = /\p{L}/u.test(first) ? first : '#';
    groups.set(initial, [...(groups.get(initial) ?? []), brand]);
  }
  return [...groups].map(([initial, grouped]) => ({ initial, brands: grouped }));
}
