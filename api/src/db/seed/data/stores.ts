import type { Insertable } from 'kysely';
import { WEB_STORE_ID } from '../../../lib/web-store.js';
import type { I18n, StoreTable } from '../../schema.js';
import { tr } from '../text.js';

/** Finnish inessive and Russian name of a city. */
type CityForms = readonly [string, string];

type StoreSpec = Omit<Insertable<StoreTable>, 'id' | 'opening_hours' | 'description' | 'image'> & {
  id: number;
  hours: readonly [string, string, string];
  description: I18n;
};

const retailDescription = (city: string, [fiIn, ruCity]: CityForms, extra: I18n): I18n =>
  tr(
    `Myymälämme ${fiIn} palvelee retkeilijöitä, hiihtäjiä ja laskettelijoita. ${extra.fi}`,
    `Vår butik i ${city} hjälper friluftsmänniskor och skidåkare. ${extra.sv}`,
    `Our ${city} store serves hikers, skiers and campers. ${extra.en}`,
    `Unser Geschäft in ${city} berät Wanderer, Skifahrer und Camper. ${extra.de}`,
    `Notre magasin de ${city} accueille randonneurs, skieurs et campeurs. ${extra.fr}`,
    `Наш магазин в городе ${ruCity} ждёт туристов и лыжников. ${extra.ru}`,
  );

const SKI_SERVICE = tr(
  'Myymälässä on suksihuolto ja monojen lämpömuotoilu.',
  'I butiken finns skidservice och värmeformning av pjäxor.',
  'The store has a ski service and boot heat-moulding.',
  'Im Geschäft gibt es einen Skiservice und das Anpassen von Skischuhen.',
  'Le magasin propose un atelier ski et le thermoformage des chaussures.',
  'В магазине есть сервис лыж и термоформовка ботинок.',
);
const PICKUP = tr(
  'Verkkotilaukset voi noutaa myymälästä.',
  'Webbeställningar kan hämtas i butiken.',
  'Online orders can be collected in the store.',
  'Online-Bestellungen können im Geschäft abgeholt werden.',
  'Les commandes en ligne peuvent être retirées en magasin.',
  'Онлайн-заказы можно забрать в магазине.',
);

const retail = (
  id: number,
  slug: string,
  name: string,
  city: string,
  forms: CityForms,
  address: string,
  postal: string,
  order: number,
  extra: I18n = PICKUP,
): StoreSpec => ({
  id,
  slug,
  name,
  type: 'retail',
  city,
  address,
  postal_code: postal,
  phone: `+358 10 555 ${String(1000 + id * 11).slice(-4)}`,
  email: `${slug}@outdoor-shop.example`,
  hours: ['10-20', '10-18', '12-18'],
  description: retailDescription(city, forms, extra),
  pikanouto: true,
  nouto: true,
  stock_display_order: order,
  is_web: false,
});

/** Stores; `WEB_STORE_ID` (20) is the central online store and main warehouse (catalogue §9). */
export const STORES: StoreSpec[] = [
  retail(
    1,
    'helsinki-kamppi',
    'Helsinki Kamppi',
    'Helsinki',
    ['Helsingissä', 'Хельсинки'],
    'Runeberginkatu 12',
    '00100',
    2,
    SKI_SERVICE,
  ),
  retail(
    2,
    'espoo-tapiola',
    'Espoo Tapiola',
    'Espoo',
    ['Espoossa', 'Эспоо'],
    'Länsituulentie 4',
    '02100',
    3,
  ),
  retail(
    3,
    'tampere',
    'Tampere',
    'Tampere',
    ['Tampereella', 'Тампере'],
    'Hämeenkatu 21',
    '33200',
    4,
    SKI_SERVICE,
  ),
  retail(4, 'turku', 'Turku', 'Turku', ['Turussa', 'Турку'], 'Yliopistonkatu 18', '20100', 5),
  retail(5, 'oulu', 'Oulu', 'Oulu', ['Oulussa', 'Оулу'], 'Kirkkokatu 15', '90100', 6),
  retail(
    6,
    'jyvaskyla',
    'Jyväskylä',
    'Jyväskylä',
    ['Jyväskylässä', 'Ювяскюля'],
    'Kauppakatu 30',
    '40100',
    7,
  ),
  retail(
    7,
    'rovaniemi',
    'Rovaniemi',
    'Rovaniemi',
    ['Rovaniemellä', 'Рованиеми'],
    'Koskikatu 9',
    '96200',
    8,
    SKI_SERVICE,
  ),
  {
    ...retail(
      8,
      'vantaa-outlet',
      'Vantaa Outlet',
      'Vantaa',
      ['Vantaalla', 'Вантаа'],
      'Tikkurilantie 40',
      '01300',
      9,
    ),
    type: 'outlet',
    pikanouto: false,
  },
  {
    ...retail(
      WEB_STORE_ID,
      'verkkokauppa',
      'Verkkokauppa',
      'Vantaa',
      ['Vantaalla', 'Вантаа'],
      'Varastotie 5',
      '01510',
      1,
    ),
    type: 'web',
    hours: ['8-16', '-', '-'],
    description: tr(
      'Verkkokaupan keskusvarasto Vantaalla. Tilaukset lähtevät arkisin.',
      'Webbutikens centrallager i Vanda. Beställningar skickas på vardagar.',
      'The online store’s central warehouse in Vantaa. Orders ship on business days.',
      'Das Zentrallager des Onlineshops in Vantaa. Versand an Werktagen.',
      'L’entrepôt central de la boutique en ligne à Vantaa. Expédition les jours ouvrés.',
      'Центральный склад интернет-магазина в Вантаа. Отправка в рабочие дни.',
    ),
    is_web: true,
  },
  {
    ...retail(99, 'toimittaja', 'Toimittajan varasto', '-', ['-', '-'], '-', '00000', 99),
    type: 'external',
    hours: ['-', '-', '-'],
    description: tr(
      'Toimittajan varasto.',
      'Leverantörens lager.',
      'Supplier stock.',
      'Lieferantenlager.',
      'Stock fournisseur.',
      'Склад поставщика.',
    ),
    pikanouto: false,
    nouto: false,
  },
];
