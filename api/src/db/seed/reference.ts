import type { Kysely } from 'kysely';
import { brandLogoUrl, sceneImageUrl } from '../../modules/media/media-keys.js';
import type { Database, DeliveryDays } from '../schema.js';
import { brandDescription, brandTitle } from './data/brand-texts.js';
import { BRANDS, type BrandSpec, NO_BRAND, NO_BRAND_SLUG } from './data/brands.js';
import { COLORS } from './data/colors.js';
import { COUNTRIES, CURRENCIES, TAX_AREAS, TAX_CLASSES } from './data/markets.js';
import { PROPERTIES, PROPERTY_TYPES } from './data/properties.js';
import { SIZE_TABLES } from './data/size-tables.js';
import { STORES } from './data/stores.js';
import { insertRows } from './insert.js';
import { json, slugify } from './text.js';

/** A brand as the product generator sees it. */
export interface Brand extends BrandSpec {
  id: number;
  slug: string;
}

/** Ids the product generator needs from the reference tables. */
export interface Reference {
  brands: Brand[];
  noBrand: Brand;
  colorIds: Map<string, number>;
  propertyIds: Map<string, number>;
  sizeTableIds: Map<string, number>;
}

function deliveryDays([min, max]: readonly [number, number]): DeliveryDays {
  // Keys are ranges of a variant's shipping days (catalogue §9: 2 immediate, 3-29, 30/60).
  return {
    ski_bundle_days: { start: min + 5, end: max + 10 },
    '0-2': { start: min, end: max },
    '3-29': { start: min + 3, end: max + 14 },
    '30-60': { start: min + 30, end: max + 60 },
  };
}

async function insertMarkets(db: Kysely<Database>): Promise<void> {
  await insertRows(
    db,
    'tax_areas',
    TAX_AREAS.map(({ id, name }) => ({ id, name })),
  );
  await insertRows(
    db,
    'tax_rates',
    TAX_AREAS.flatMap((area) =>
      TAX_CLASSES.map((taxClass) => ({
        tax_area_id: area.id,
        tax_class: taxClass,
        rate_percent: taxClass === 0 ? 0 : (area.rates[taxClass - 1] ?? 0),
      })),
    ),
  );
  await insertRows(
    db,
    'currencies',
    CURRENCIES.map((currency) => ({ ...currency })),
  );
  await insertRows(
    db,
    'countries',
    COUNTRIES.map((country, index) => ({
      code: country.code,
      name: json(country.name),
      currency_code: country.currency,
      tax_area_id: country.taxArea,
      is_eu_member: country.eu,
      is_enabled: country.enabled,
      delivery_days: json(deliveryDays(country.transit)),
      requires_customs_ack: country.customs,
      sort_order: index,
    })),
  );
}

async function insertStores(db: Kysely<Database>): Promise<void> {
  await insertRows(
    db,
    'stores',
    STORES.map(({ hours, description, ...store }) => ({
      ...store,
      opening_hours: json({ weekdays: hours[0], saturday: hours[1], sunday: hours[2] }),
      description: json(description),
      image: sceneImageUrl('stores', store.is_web ? 'city' : 'forest', '#2f8f46', store.id),
    })),
  );
}

async function insertBrands(db: Kysely<Database>): Promise<Brand[]> {
  const brands: Brand[] = [...BRANDS, NO_BRAND].map((spec, index) => ({
    ...spec,
    id: index + 1,
    slug: spec === NO_BRAND ? NO_BRAND_SLUG : slugify(spec.name),
  }));
  await insertRows(
    db,
    'manufacturers',
    brands.map((brand) => ({
      id: brand.id,
      slug: brand.slug,
      name: brand.name,
      logo: brandLogoUrl(brand.slug),
      title: json(brandTitle(brand.name)),
      description: json(brandDescription(brand)),
      meta_description: json(brandDescription(brand)),
      promo_images: json(
        [0, 1, 2].map((n) =>
          sceneImageUrl('banners', n === 1 ? 'forest' : 'fell', '#1f6fc5', `${brand.slug}-${n}`),
        ),
      ),
      country_code: brand.country,
    })),
  );
  return brands;
}

/** Writes tax, markets, stores, colours, properties, brands and size guides. */
export async function insertReference(db: Kysely<Database>): Promise<Reference> {
  await insertMarkets(db);
  await insertStores(db);
  const colors = COLORS.map((color, index) => ({
    id: index + 1,
    slug: color.slug,
    hex: color.hex,
    name: json(color.name),
  }));
  await insertRows(db, 'colors', colors);
  const types = PROPERTY_TYPES.map((type, index) => ({
    id: index + 1,
    slug: type.slug,
    name: json(type.name),
    bg_color: type.bg,
    text_color: type.text,
  }));
  await insertRows(db, 'property_types', types);
  const typeIds = new Map<string, number>(types.map((type) => [type.slug, type.id]));
  const properties = PROPERTIES.map((property, index) => ({
    id: index + 1,
    slug: property.slug,
    name: json(property.name),
    unit: property.unit,
    filter: property.filter,
    property_type_id: property.type ? (typeIds.get(property.type) ?? null) : null,
    sort_order: index,
  }));
  await insertRows(db, 'properties', properties);
  const sizeTables = SIZE_TABLES.map((table, index) => ({
    id: index + 1,
    name: json(table.name),
    product_type: table.productType,
    sizes: json(table.sizes),
    rows: json(table.rows),
    info_text: json(table.info),
    image: null,
    hide_image: true,
  }));
  await insertRows(db, 'size_tables', sizeTables);
  const brands = await insertBrands(db);
  const noBrand = brands.find((brand) => brand.slug === NO_BRAND_SLUG) as Brand;
  return {
    brands: brands.filter((brand) => brand !== noBrand),
    noBrand,
    colorIds: new Map(colors.map((color) => [color.slug, color.id])),
    propertyIds: new Map(properties.map((property) => [property.slug, property.id])),
    sizeTableIds: new Map(
      SIZE_TABLES.flatMap((table, index) =>
        table.schemes.map((scheme) => [scheme, index + 1] as const),
      ),
    ),
  };
}
