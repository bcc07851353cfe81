import { type Kysely, sql } from 'kysely';
import type { Database, PriceTable } from '../schema.js';
import type { LeafSpec } from './data/group-types.js';
import type { Random } from './prng.js';

/** How a model is priced; percentages are off the regular price. */
export interface PriceRule {
  /** Regular price in cents, Finnish VAT included. */
  regular: number;
  discount: number | null;
  club: number | null;
  outlet: number | null;
  /** A further public reduction below both the discount and the club price ('outdoor' type). */
  outdoor: number | null;
  /** A reduction that ended within the last 30 days, if any. */
  previousLow: number | null;
}

/** Shop-style endings: 49.90, 349.90, 1 299.00. */
export function roundRegular(euros: number): number {
  if (euros >= 1000) return (Math.floor(euros / 100) * 100 + 99) * 100;
  return Math.round((Math.floor(euros / 10) * 10 + 9.9) * 100);
}

/** A reduced price ending in .90, never below 0.90. */
export function reduce(cents: number, percent: number): number {
  return Math.max(90, Math.round((cents * (100 - percent)) / 10000) * 100 - 10);
}

/** Chooses the regular price and the reductions of a model. */
export function pickPriceRule(random: Random, leaf: LeafSpec, isOutlet: boolean): PriceRule {
  const [min, max] = leaf.price;
  // Skew towards the cheaper end, as real ranges are.
  const regular = roundRegular(min + (max - min) * random.next() ** 1.6);
  const discount =
    !isOutlet && random.chance(0.22)
      ? reduce(regular, random.pick([10, 15, 20, 25, 30, 40, 50]))
      : null;
  const outlet = isOutlet ? reduce(regular, random.pick([30, 40, 50, 60])) : null;
  const outdoor = discount !== null && random.chance(0.08) ? reduce(discount, 10) : null;
  const club = random.chance(0.12) ? reduce(regular, random.pick([10, 15, 20])) : null;
  const active = Math.min(regular, discount ?? regular, outlet ?? regular, outdoor ?? regular);
  return {
    regular,
    discount,
    // A club price only counts when it beats what everyone pays (catalogue §4 price type).
    club: club !== null && club < active ? club : null,
    outlet,
    outdoor,
    previousLow: random.chance(0.1) ? reduce(regular, random.pick([10, 15, 20])) : null,
  };
}

/** Finnish (tax area 1) prices of one variant; `extra` is added to every price level. */
export function variantPrices(variantId: number, rule: PriceRule, extra: number): PriceTable {
  const add = (cents: number | null) => (cents === null ? null : cents + extra);
  const regular = rule.regular + extra;
  const outdoor = add(rule.outdoor);
  const active = Math.min(
    regular,
    add(rule.outlet) ?? regular,
    outdoor ?? add(rule.discount) ?? regular,
  );
  return {
    variant_id: variantId,
    tax_area_id: 1,
    regular,
    active,
    club: add(rule.club),
    discount_value: add(rule.discount),
    // The 'outdoor' price undercuts this free discount and the club price (catalogue §4).
    discount_free: outdoor === null ? null : add(rule.discount),
    outlet: add(rule.outlet),
    // Lowest price of the 30 days before today's price (catalogue §9, shown for fi).
    lowest_30d: Math.min(regular, add(rule.previousLow) ?? regular),
  };
}

/**
 * Derives every other tax area from the Finnish prices: the net price times the area's VAT,
 * rounded to 10 cents. Done in SQL so 20,000 models do not send millions of rows.
 */
export async function derivePrices(db: Kysely<Database>): Promise<void> {
  const convert = (column: string) =>
    sql`round(p.${sql.ref(column)} * (100 + r.rate_percent) / (100 + fi.rate_percent) / 10) * 10`;
  await sql`
    insert into prices (variant_id, tax_area_id, regular, active, club, discount_value, discount_free, outlet, lowest_30d)
    select p.variant_id, r.tax_area_id, ${convert('regular')}, ${convert('active')}, ${convert('club')},
      ${convert('discount_value')}, ${convert('discount_free')}, ${convert('outlet')}, ${convert('lowest_30d')}
    from prices p
    join variants v on v.id = p.variant_id
    join product_models m on m.id = v.model_id
    join tax_rates fi on fi.tax_area_id = 1 and fi.tax_class = m.tax_class
    join tax_rates r on r.tax_area_id <> 1 and r.tax_class = m.tax_class
    where p.tax_area_id = 1
  `.execute(db);
}
