import { tr } from '../text.js';

/** Tax areas group countries with the same VAT; id 1 is Finland, the default (platform §9). */
export const TAX_AREAS = [
  { id: 1, name: 'Finland', rates: [25.5, 14, 10] },
  { id: 2, name: 'EU 25 %', rates: [25, 12, 6] },
  { id: 3, name: 'EU 24 %', rates: [24, 13, 9] },
  { id: 4, name: 'EU 23 %', rates: [23, 8, 5] },
  { id: 5, name: 'EU 21 %', rates: [21, 12, 9] },
  { id: 6, name: 'EU 20 %', rates: [20, 10, 5.5] },
  { id: 7, name: 'EU 19 %', rates: [19, 7, 7] },
  // UK VAT 20 % and Swiss VAT 8.1 % are charged at checkout (catalogue §9).
  { id: 8, name: 'United Kingdom', rates: [20, 5, 0] },
  { id: 9, name: 'Switzerland', rates: [8.1, 2.6, 2.6] },
  { id: 10, name: 'Export (VAT 0 %)', rates: [0, 0, 0] },
] as const;

/** Tax classes: 1 standard goods, 2 and 3 reduced rates, 0 gift cards (vouchers carry no VAT). */
export const TAX_CLASSES = [1, 2, 3, 0] as const;

/** Currencies with the EUR multiplier and display template (platform §9 whole-number ones). */
export const CURRENCIES = [
  { code: 'eur', rate: 1, format: '{amount} €', decimals: 2 },
  { code: 'sek', rate: 11.2, format: '{amount} kr', decimals: 0 },
  { code: 'nok', rate: 11.65, format: '{amount} kr', decimals: 0 },
  { code: 'dkk', rate: 7.46, format: '{amount} kr.', decimals: 0 },
  { code: 'usd', rate: 1.08, format: '${amount}', decimals: 2 },
  { code: 'gbp', rate: 0.85, format: '£{amount}', decimals: 2 },
  { code: 'chf', rate: 0.94, format: 'CHF {amount}', decimals: 0 },
  { code: 'rub', rate: 98.5, format: '{amount} ₽', decimals: 0 },
  { code: 'pln', rate: 4.3, format: '{amount} zł', decimals: 0 },
  { code: 'czk', rate: 25.1, format: '{amount} Kč', decimals: 0 },
  { code: 'jpy', rate: 162, format: '¥{amount}', decimals: 0 },
] as const;

const c = (
  code: string,
  name: ReturnType<typeof tr>,
  currency: string,
  taxArea: number,
  eu: boolean,
  transit: readonly [number, number],
  extra: { enabled?: boolean; customs?: boolean } = {},
) => ({ code, name, currency, taxArea, eu, transit, enabled: extra.enabled ?? true, customs: extra.customs ?? false });

/** Delivery countries; `transit` is business days from the web store for in-stock items. */
export const COUNTRIES = [
  c('fi', tr('Suomi', 'Finland', 'Finland', 'Finnland', 'Finlande', 'Финляндия'), 'eur', 1, true, [1, 3]),
  c('se', tr('Ruotsi', 'Sverige', 'Sweden', 'Schweden', 'Suède', 'Швеция'), 'sek', 2, true, [2, 4]),
  c('no', tr('Norja', 'Norge', 'Norway', 'Norwegen', 'Norvège', 'Норвегия'), 'nok', 10, false, [3, 6]),
  c('dk', tr('Tanska', 'Danmark', 'Denmark', 'Dänemark', 'Danemark', 'Дания'), 'dkk', 2, true, [2, 5]),
  c('ee', tr('Viro', 'Estland', 'Estonia', 'Estland', 'Estonie', 'Эстония'), 'eur', 3, true, [2, 4]),
  c('de', tr('Saksa', 'Tyskland', 'Germany', 'Deutschland', 'Allemagne', 'Германия'), 'eur', 7, true, [3, 5]),
  c('fr', tr('Ranska', 'Frankrike', 'France', 'Frankreich', 'France', 'Франция'), 'eur', 6, true, [3, 6]),
  c('at', tr('Itävalta', 'Österrike', 'Austria', 'Österreich', 'Autriche', 'Австрия'), 'eur', 6, true, [3, 6]),
  c('nl', tr('Alankomaat', 'Nederländerna', 'Netherlands', 'Niederlande', 'Pays-Bas', 'Нидерланды'), 'eur', 5, true, [3, 5]),
  c('be', tr('Belgia', 'Belgien', 'Belgium', 'Belgien', 'Belgique', 'Бельгия'), 'eur', 5, true, [3, 5]),
  c('es', tr('Espanja', 'Spanien', 'Spain', 'Spanien', 'Espagne', 'Испания'), 'eur', 5, true, [4, 7]),
  c('cz', tr('Tšekki', 'Tjeckien', 'Czechia', 'Tschechien', 'Tchéquie', 'Чехия'), 'czk', 5, true, [3, 6]),
  c('pl', tr('Puola', 'Polen', 'Poland', 'Polen', 'Pologne', 'Польша'), 'pln', 4, true, [3, 6]),
  c('ie', tr('Irlanti', 'Irland', 'Ireland', 'Irland', 'Irlande', 'Ирландия'), 'eur', 4, true, [4, 7]),
  c('gb', tr('Iso-Britannia', 'Storbritannien', 'United Kingdom', 'Vereinigtes Königreich', 'Royaume-Uni', 'Великобритания'), 'gbp', 8, false, [4, 8], { customs: true }),
  c('ch', tr('Sveitsi', 'Schweiz', 'Switzerland', 'Schweiz', 'Suisse', 'Швейцария'), 'chf', 9, false, [4, 8], { customs: true }),
  c('is', tr('Islanti', 'Island', 'Iceland', 'Island', 'Islande', 'Исландия'), 'eur', 10, false, [5, 10]),
  c('us', tr('Yhdysvallat', 'USA', 'United States', 'Vereinigte Staaten', 'États-Unis', 'США'), 'usd', 10, false, [5, 10]),
  c('ca', tr('Kanada', 'Kanada', 'Canada', 'Kanada', 'Canada', 'Канада'), 'usd', 10, false, [6, 12], { customs: true }),
  c('jp', tr('Japani', 'Japan', 'Japan', 'Japan', 'Japon', 'Япония'), 'jpy', 10, false, [6, 12]),
  c('ru', tr('Venäjä', 'Ryssland', 'Russia', 'Russland', 'Russie', 'Россия'), 'rub', 10, false, [5, 12], { enabled: false }),
] as const;
