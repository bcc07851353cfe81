import type { Kysely } from 'kysely';
import type { Database, I18n } from '../../db/schema.js';

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

/** Codes are stored in whatever case the data came in; compare lower case. */
export async function findCountry(
  db: Kysely<Database>,
  code: string,
): Promise<CountryRecord | undefined> {
  const row = await db
    .selectFrom('countries')
    .select(['code', 'name', 'currency_code', 'tax_area_id', 'is_eu_member', 'is_enabled'])
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
  return (
    row && {
      code: row.code.toLowerCase(),
      name: row.name,
      currencyCode: row.currency_code.toLowerCase(),
      taxAreaId: row.tax_area_id,
      isEuMember: row.is_eu_member,
      isEnabled: row.is_enabled,
    }
  );
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
  return row && { code: row.code.toLowerCase(), rate: Number(row.rate), format: row.format };
}
