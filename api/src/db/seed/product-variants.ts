import type { Insertable } from 'kysely';
import { WEB_STORE_ID } from '../../lib/web-store.js';
import type { StockTable } from '../schema.js';
import type { Kind, LeafSpec } from './data/group-types.js';
import { SIZE_SCHEMES, type SizeOption } from './data/sizes.js';
import type { Random } from './prng.js';
import { slugify } from './text.js';

type StockRow = Insertable<StockTable>;

/** Retail stores, outlet and supplier stock; the web store is `WEB_STORE_ID`. */
const RETAIL_STORE_IDS = [1, 2, 3, 4, 5, 6, 7];
const OUTLET_STORE_ID = 8;
const SUPPLIER_STORE_ID = 99;
const MAX_VARIANTS = 15;

const APPAREL: readonly Kind[] = [
  'jacket',
  'pants',
  'base-layer',
  'fleece',
  'overall',
  'shirt',
  'glove',
];
const FOOTWEAR: readonly Kind[] = ['ski-boot', 'xc-boot', 'hiking-boot', 'shoe', 'winter-boot'];

function colourCount(random: Random, kind: Kind): number {
  if (APPAREL.includes(kind)) return random.int(1, 4);
  if (FOOTWEAR.includes(kind)) return random.int(1, 3);
  if (kind === 'ski' || kind === 'xc-ski' || kind === 'bike') return random.chance(0.15) ? 2 : 1;
  return random.int(1, 2);
}

function sizeRun(random: Random, sizes: readonly SizeOption[]): SizeOption[] {
  if (sizes.length <= 2) return [...sizes];
  const length = random.int(Math.min(3, sizes.length), Math.min(7, sizes.length));
  const start = random.int(0, sizes.length - length);
  return sizes.slice(start, start + length);
}

/** The colour slugs, sizes and types a model comes in, at most 15 combinations. */
export interface Options {
  colours: string[];
  sizes: SizeOption[];
  types: string[];
}

/** Picks colours, a consecutive run of sizes and the variant types of a model. */
export function pickOptions(random: Random, leaf: LeafSpec, palette: readonly string[]): Options {
  const colours = random.sample(palette, colourCount(random, leaf.kind));
  let sizes = sizeRun(random, SIZE_SCHEMES[leaf.sizes]);
  const allTypes = leaf.types ?? ['Regular'];
  const types =
    allTypes.length > 1 && random.chance(0.5) ? [...allTypes] : [allTypes[0] ?? 'Regular'];
  while (colours.length * sizes.length * types.length > MAX_VARIANTS && sizes.length > 3) {
    sizes = sizes.slice(0, -1);
  }
  while (colours.length * sizes.length * types.length > MAX_VARIANTS && colours.length > 1) {
    colours.pop();
  }
  return { colours, sizes, types };
}

type Availability = 'web' | 'supplier' | 'incoming' | 'store-only' | 'sold-out';

/** How a model's variants are mostly stocked; a few models are all on order or all gone. */
export function pickStockProfile(random: Random): Availability | 'mixed' {
  return random.weighted([
    ['mixed', 88],
    ['supplier', 5],
    ['sold-out', 3],
    ['incoming', 2],
    ['store-only', 2],
  ]);
}

function rollAvailability(random: Random, profile: Availability | 'mixed'): Availability {
  if (profile !== 'mixed') return profile;
  return random.weighted([
    ['web', 70],
    ['supplier', 11],
    ['incoming', 4],
    ['store-only', 8],
    ['sold-out', 7],
  ]);
}

const SUPPLIER_DAYS = [3, 4, 5, 7, 10, 14, 21];

/** The stocking-dependent fields of a variant: on order, shipping days (catalogue §9). */
export function stockFor(
  random: Random,
  variantId: number,
  profile: Availability | 'mixed',
  context: { outlet: boolean; shelf: string; reference: Date },
): {
  fields: { on_order: boolean; shipping_days: number; incoming_date: Date | null };
  stock: StockRow[];
} {
  const availability = rollAvailability(random, profile);
  const inWeb = availability === 'web';
  const stock: StockRow[] = [
    {
      variant_id: variantId,
      store_id: WEB_STORE_ID,
      quantity: inWeb ? random.int(1, 40) : 0,
      blocked: inWeb && random.chance(0.03),
      shelf_code: context.shelf,
    },
  ];
  if (availability === 'web' || availability === 'store-only') {
    const stores = random.sample(
      RETAIL_STORE_IDS,
      random.int(availability === 'store-only' ? 1 : 0, 3),
    );
    for (const storeId of stores.sort((a, b) => a - b)) {
      stock.push({
        variant_id: variantId,
        store_id: storeId,
        quantity: random.int(1, 8),
        blocked: false,
        // Each store keeps the warehouse's shelf names under its own prefix (staff see them).
        shelf_code: `${String(storeId).padStart(2, '0')}-${context.shelf}`,
      });
    }
  }
  if (context.outlet && availability !== 'sold-out') {
    stock.push({
      variant_id: variantId,
      store_id: OUTLET_STORE_ID,
      quantity: random.int(1, 5),
      blocked: false,
      shelf_code: null,
    });
  }
  if (availability === 'supplier') {
    stock.push({
      variant_id: variantId,
      store_id: SUPPLIER_STORE_ID,
      quantity: random.int(5, 120),
      blocked: false,
      shelf_code: null,
    });
  }
  const incoming = availability === 'incoming';
  const shippingDays = inWeb
    ? 2
    : availability === 'supplier'
      ? random.pick(SUPPLIER_DAYS)
      : incoming
        ? random.pick([30, 60])
        : 999;
  return {
    fields: {
      on_order: availability === 'supplier' || incoming,
      shipping_days: shippingDays,
      incoming_date: incoming
        ? new Date(context.reference.getTime() + random.int(20, 70) * 86_400_000)
        : null,
    },
    stock,
  };
}

/** A GS1-style EAN-13 with the Finnish 64 prefix and a valid check digit. */
export function ean13(variantId: number): string {
  const body = `64${String(variantId).padStart(10, '0')}`;
  const sum = [...body].reduce(
    (acc, digit, index) => acc + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Slug of a variant type ('With bindings' becomes 'with-bindings'). */
export const typeSlug = (type: string) => slugify(type);
