import type { Language, ResourcesResponse } from '@shop/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { translate } from '../../lib/translate.js';

type Db = Kysely<Database>;

export async function listColors(db: Db, lang: Language): Promise<ResourcesResponse['colors']> {
  const rows = await db
    .selectFrom('colors')
    .select(['slug', 'name', 'hex'])
    .orderBy('slug')
    .execute();
  return rows.map((row) => ({ slug: row.slug, name: translate(row.name, lang), hex: row.hex }));
}

export function listManufacturers(db: Db): Promise<ResourcesResponse['manufacturers']> {
  return db
    .selectFrom('manufacturers')
    .select(['id', 'slug', 'name', 'logo'])
    .orderBy('name')
    .execute();
}

export async function listProductGroups(
  db: Db,
  lang: Language,
): Promise<ResourcesResponse['productGroups']> {
  const rows = await db
    .selectFrom('product_groups')
    .select(['id', 'parent_id', 'slug', 'path', 'name'])
    .orderBy('path')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    slug: row.slug,
    path: row.path,
    name: translate(row.name, lang),
  }));
}

export async function listPropertyFilters(
  db: Db,
  lang: Language,
): Promise<ResourcesResponse['propertyFilters']> {
  const rows = await db
    .selectFrom('properties')
    .select(['slug', 'name', 'unit', 'filter'])
    .orderBy('sort_order')
    .orderBy('slug')
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: translate(row.name, lang),
    unit: row.unit ?? '',
    filter: row.filter,
  }));
}

export async function listPropertyTypes(
  db: Db,
  lang: Language,
): Promise<ResourcesResponse['propertyTypes']> {
  const rows = await db
    .selectFrom('property_types')
    .select(['slug', 'name', 'bg_color', 'text_color'])
    .orderBy('slug')
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: translate(row.name, lang),
    bgColor: row.bg_color,
    textColor: row.text_color,
  }));
}

export function listStores(db: Db): Promise<ResourcesResponse['stores']> {
  return db
    .selectFrom('stores')
    .select(['id', 'slug', 'name', 'type', 'is_web as isWeb'])
    .orderBy('stock_display_order')
    .orderBy('name')
    .execute();
}

export async function listTaxRates(db: Db): Promise<ResourcesResponse['taxRates']> {
  const rows = await db
    .selectFrom('tax_rates')
    .select(['tax_area_id', 'tax_class', 'rate_percent'])
    .orderBy('tax_area_id')
    .orderBy('tax_class')
    .execute();
  return rows.map((row) => ({
    taxAreaId: row.tax_area_id,
    taxClass: row.tax_class,
    // numeric comes back as a string from both drivers.
    ratePercent: Number(row.rate_percent),
  }));
}
