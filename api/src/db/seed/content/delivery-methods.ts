import type { Insertable } from 'kysely';
import type { DeliveryMethodTable } from '../../schema.js';
import { json, tr } from '../text.js';

const FI = ['fi'];
const ABROAD = [
  'se',
  'no',
  'dk',
  'ee',
  'de',
  'fr',
  'at',
  'nl',
  'be',
  'es',
  'cz',
  'pl',
  'ie',
  'gb',
  'ch',
  'is',
  'us',
  'ca',
  'jp',
];
const days = (from: number, to: number) =>
  tr(
    `${from}–${to} arkipäivää`,
    `${from}–${to} vardagar`,
    `${from}–${to} business days`,
    `${from}–${to} Werktage`,
    `${from} à ${to} jours ouvrés`,
    `${from}–${to} рабочих дней`,
  );

/** Delivery methods; prices in euro cents with VAT, thresholds give free delivery. */
export const DELIVERY_METHODS: (Insertable<DeliveryMethodTable> & { id: number })[] = [
  {
    id: 1,
    slug: 'pickup-point',
    kind: 'pickup-point',
    price: 490,
    free_threshold: 10000,
    country_codes: json(FI),
    time_estimate: json(days(1, 3)),
    name: json(
      tr(
        'Noutopiste',
        'Utlämningsställe',
        'Pickup point',
        'Abholstation',
        'Point relais',
        'Пункт выдачи',
      ),
    ),
  },
  {
    id: 2,
    slug: 'parcel-locker',
    kind: 'pickup-point',
    price: 490,
    free_threshold: 10000,
    country_codes: json(FI),
    time_estimate: json(days(1, 3)),
    name: json(
      tr(
        'Pakettiautomaatti',
        'Paketautomat',
        'Parcel locker',
        'Paketautomat',
        'Consigne automatique',
        'Постамат',
      ),
    ),
  },
  {
    id: 3,
    slug: 'home-delivery',
    kind: 'home',
    price: 990,
    free_threshold: null,
    country_codes: json(FI),
    time_estimate: json(days(1, 3)),
    name: json(
      tr(
        'Kotiinkuljetus',
        'Hemleverans',
        'Home delivery',
        'Lieferung nach Hause',
        'Livraison à domicile',
        'Доставка на дом',
      ),
    ),
  },
  {
    id: 4,
    slug: 'store-pickup',
    kind: 'store',
    price: 0,
    free_threshold: null,
    country_codes: json(FI),
    time_estimate: json(days(2, 5)),
    name: json(
      tr(
        'Nouto myymälästä',
        'Hämta i butik',
        'Collect in store',
        'Abholung im Geschäft',
        'Retrait en magasin',
        'Самовывоз из магазина',
      ),
    ),
  },
  {
    id: 5,
    slug: 'pikanouto',
    kind: 'express',
    price: 0,
    free_threshold: null,
    country_codes: json(FI),
    time_estimate: json(
      tr(
        '2 tunnissa',
        'inom 2 timmar',
        'within 2 hours',
        'innerhalb von 2 Stunden',
        'en 2 heures',
        'за 2 часа',
      ),
    ),
    name: json(
      tr(
        'Pikanouto',
        'Expresshämtning',
        'Express pickup',
        'Expressabholung',
        'Retrait express',
        'Экспресс-самовывоз',
      ),
    ),
  },
  {
    id: 6,
    slug: 'freight',
    kind: 'freight',
    price: 4900,
    free_threshold: null,
    country_codes: json(FI),
    time_estimate: json(days(3, 7)),
    name: json(
      tr(
        'Rahtitoimitus',
        'Fraktleverans',
        'Freight delivery',
        'Speditionslieferung',
        'Livraison par transporteur',
        'Грузовая доставка',
      ),
    ),
  },
  {
    id: 7,
    slug: 'international',
    kind: 'home',
    price: 1990,
    free_threshold: 25000,
    country_codes: json(ABROAD),
    time_estimate: json(days(3, 10)),
    name: json(
      tr(
        'Kansainvälinen toimitus',
        'Internationell leverans',
        'International delivery',
        'Internationaler Versand',
        'Livraison internationale',
        'Международная доставка',
      ),
    ),
  },
];
