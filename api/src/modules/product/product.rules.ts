import type { Language, PropertyKind } from '@shop/shared-contracts';

/** Whole percent off the regular price; 0 when the model hides percentages. */
export function discountPercent(regular: number, active: number, isShown: boolean): number {
  if (!isShown || regular <= 0 || active >= regular) return 0;
  return Math.round(((regular - active) / regular) * 100);
}

/** Catalogue §9 shipping-time numbers. */
export const IMMEDIATE_SHIPPING_MAX = 2;
export const UNAVAILABLE_SHIPPING = 999;

/** What orderability is decided from (catalogue §4 Orderability). */
export interface StockFacts {
  readonly onOrder: boolean;
  readonly webQuantity: number;
  readonly isStockBlocked: boolean;
  readonly shippingDays: number;
}

/**
 * Catalogue §4: orderable when on order or in stock. Blocked web stock cannot be sold, except in
 * the gift-campaign section, where a blocked variant is orderable only while it ships later from
 * elsewhere (shipping time over 2 and under 999 days).
 */
export function isOrderable(facts: StockFacts, inGiftCampaign: boolean): boolean {
  if (facts.isStockBlocked) {
    if (!inGiftCampaign) return facts.onOrder;
    return facts.shippingDays > IMMEDIATE_SHIPPING_MAX && facts.shippingDays < UNAVAILABLE_SHIPPING;
  }
  return facts.onOrder || facts.webQuantity > 0;
}

// Catalogue §4: letter sizes from XXXS up to XXXXXL, numeric sizes after them.
const LETTER_SIZES = ['XXXS', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL', 'XXXXXL'];

/** The rank of a letter size (`3XL` counts as `XXXL`; `M (55-59 cm)` as `M`), else null. */
function letterRank(size: string): number | null {
  const head = (size.trim().split(/[\s(]/)[0] ?? '').toUpperCase();
  const expanded = head.replace(/^(\d)X([SL])$/, (_, count: string, end: string) =>
    'X'.repeat(Number(count)).concat(end),
  );
  const rank = LETTER_SIZES.indexOf(expanded);
  return rank === -1 ? null : rank;
}

function leadingNumber(size: string): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(size);
  return match ? Number(match[1]?.replace(',', '.')) : null;
}

/** A size as the data has it: its name and the sort order stored with it. */
export interface SizeFacts {
  readonly size: string;
  readonly sort: number;
}

/** Catalogue §4 size ordering: letter sizes smallest first, then numbers, then the rest. */
export function compareSizes(a: SizeFacts, b: SizeFacts): number {
  const key = (size: SizeFacts): [number, number] => {
    const rank = letterRank(size.size);
    if (rank !== null) return [0, rank];
    const number = leadingNumber(size.size);
    if (number !== null) return [1, number];
    return [2, size.sort];
  };
  const [groupA, valueA] = key(a);
  const [groupB, valueB] = key(b);
  return groupA - groupB || valueA - valueB || a.sort - b.sort || a.size.localeCompare(b.size);
}

/** Catalogue §3: sustainability flags are not listed among the properties. */
export function isSustainabilityFlag(slug: string): boolean {
  return slug === 'vastuullisemmin-ulkona' || slug.startsWith('vu-');
}

/** Catalogue §3: the unit comes from a bracket in the property name, `Weight (g)`. */
export function splitUnit(name: string): { name: string; unit: string | null } {
  const match = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(name);
  if (!match) return { name: name.trim(), unit: null };
  return { name: match[1] ?? name, unit: match[2] ?? null };
}

const BOOLEAN_VALUES = ['true', 'false'];

/** The kind of a property value, which decides its place in the list. */
export function propertyKind(value: string, unit: string | null): PropertyKind {
  if (BOOLEAN_VALUES.includes(value.trim().toLowerCase())) return 'boolean';
  if (unit) return 'unit';
  if (value.trim() !== '' && Number.isFinite(Number(value.replace(',', '.')))) return 'numeric';
  return 'text';
}

// Catalogue §3 property ordering: with unit, numeric, text, boolean (the model number, shown
// after them all, is the model's own field).
const KIND_ORDER: readonly PropertyKind[] = ['unit', 'numeric', 'text', 'boolean'];

/** Orders properties by kind, keeping the catalogue's own order within a kind. */
export function orderProperties<Property extends { kind: PropertyKind }>(
  properties: readonly Property[],
): Property[] {
  return properties
    .map((property, index) => ({ property, index }))
    .sort(
      (a, b) =>
        KIND_ORDER.indexOf(a.property.kind) - KIND_ORDER.indexOf(b.property.kind) ||
        a.index - b.index,
    )
    .map(({ property }) => property);
}

/** Catalogue §4: colours with more in-stock variants first, then by name. */
export function compareColours(
  a: { name: string; inStock: number },
  b: { name: string; inStock: number },
  locale: string,
): number {
  return b.inStock - a.inStock || a.name.localeCompare(b.name, locale);
}

/** A variant's options as words. */
export interface VariantWords {
  readonly color: string;
  readonly size: string;
  readonly type: string;
}

/**
 * How a variant reads in a bundle choice (catalogue §3 labels): colour and size, empty ones left
 * out, and the type only when the model comes in several (most are all 'Regular').
 */
export function variantLabel(words: VariantWords, hasSeveralTypes: boolean): string {
  const parts = [words.color, words.size, hasSeveralTypes ? words.type : ''];
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** Units the data writes in Latin letters, as Russian writes them. */
const RUSSIAN_UNITS: Readonly<Record<string, string>> = {
  mm: 'мм',
  cm: 'см',
  m: 'м',
  g: 'г',
  kg: 'кг',
  l: 'л',
};

/** A measurement unit in the page's language: Russian has its own letters, the rest the same. */
export function localiseUnit(unit: string, lang: Language): string {
  if (lang !== 'ru') return unit;
  return RUSSIAN_UNITS[unit.trim().toLowerCase()] ?? unit;
}

/** Units after numbers in a label ("100 cm") in the page's language. */
export function localiseUnitsInText(text: string, lang: Language): string {
  if (lang !== 'ru') return text;
  return text.replace(/(\d)\s?(mm|cm|kg|g|m|l)\b/g, (_match, digit: string, unit: string) => {
    return `${digit} ${RUSSIAN_UNITS[unit] ?? unit}`;
  });
}
