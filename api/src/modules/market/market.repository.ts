import type { Kysely, Selectable } from 'kysely';
import type { CountryTable, CurrencyTable, Database, I18n } from '../../db/schema.js';

/** A delivery country with what init-config needs of it. */
export interface CountryRecord {
  readonly code: string;
  readonly name: I18n;
  readonly currencyCode: string;
  readonly taxAreaId: number;
  readonly isEuMember: boolean;
  readonly isEnabled: boolean;
}

export interface CurrencyRecord {
  readonly code: string;
  readonly rate: number;
  readonly format: string;
}

const COUNTRY_COLUMNS = [
  'code',
  'name',
  'currency_code',
  'tax_area_id',
  'is_eu_member',
  'is_enabled',
] as const;

function toCountryRecord(
  row: Pick<Selectable<CountryTable>, (typeof COUNTRY_COLUMNS)[number]>,
): CountryRecord {
  return {
    code: row.code.toLowerCase(),
    name: row.name,
    currencyCode: row.currency_code.toLowerCase(),
    taxAreaId: row.tax_area_id,
    isEuMember: row.is_eu_member,
    isEnabled: row.is_enabled,
  };
}

function toCurrencyRecord(
  row: Pick<Selectable<CurrencyTable>, 'code' | 'rate' | 'format'>,
): CurrencyRecord {
  return { code: row.code.toLowerCase(), rate: Number(row.rate), format: row.format };
}

/** Codes are stored in whatever case the data came in; compare lower case. */
export async function findCountry(
  db: Kysely<Database>,
  code: string,
): Promise<CountryRecord | undefined> {
  const row = await db
    .selectFrom('countries')
    .select(COUNTRY_COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
  return row && toCountryRecord(row);
}

export async function findCurrency(
  db: Kysely<Database>,
  code: string,
): Promise<CurrencyRecord | undefined> {
  const row = await db
    .selectFrom('currencies')
    .select(['code', 'rate', 'format'])
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
  return row && toCurrencyRecord(row);
}

/** Every country, codes lower case (a few dozen rows: the market cache keeps them all). */
export async function listCountries(db: Kysely<Database>): Promise<CountryRecord[]> {
  const rows = await db.selectFrom('countries').select(COUNTRY_COLUMNS).execute();
  return rows.map(toCountryRecord);
}

/** Every currency, codes lower case. */
export async function listCurrencies(db: Kysely<Database>): Promise<CurrencyRecord[]> {
  const rows = await db.selectFrom('currencies').select(['code', 'rate', 'format']).execute();
  return rows.map(toCurrencyRecord);
}
