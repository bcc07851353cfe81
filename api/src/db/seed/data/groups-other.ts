import type { I18n } from '../../schema.js';
import { tr } from '../text.js';
import type { Kind, LeafSpec, TopSpec } from './group-types.js';

function outletLeaf(slug: string, name: I18n, outletOf: Kind[]): LeafSpec {
  return {
    slug,
    name,
    nouns: [],
    kind: outletOf[0] ?? 'jacket',
    sizes: 'one-size',
    price: [0, 0],
    outletOf,
  };
}

/** Outlet: reduced last-season products; groups list outlet models of other groups. */
export const OUTLET: TopSpec = {
  slug: 'outlet',
  name: tr('Outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet', 'Аутлет'),
  description: tr(
    'Edellisten kausien tuotteita ja mallistojen viimeisiä kappaleita edullisesti.',
    'Produkter från tidigare säsonger och de sista exemplaren till låga priser.',
    'Last-season products and final pieces of collections at reduced prices.',
    'Produkte aus Vorsaisons und Restposten zu reduzierten Preisen.',
    'Produits des saisons passées et dernières pièces des collections à prix réduits.',
    'Товары прошлых сезонов и последние экземпляры коллекций по сниженным ценам.',
  ),
  children: [
    {
      slug: 'outlet-winter-sports',
      name: tr(
        'Talviurheilu',
        'Vintersport',
        'Winter sports',
        'Wintersport',
        "Sports d'hiver",
        'Зимний спорт',
      ),
      children: [
        outletLeaf('outlet-skis', tr('Sukset', 'Skidor', 'Skis', 'Ski', 'Skis', 'Лыжи'), [
          'ski',
          'xc-ski',
        ]),
        outletLeaf(
          'outlet-ski-boots',
          tr('Monot', 'Pjäxor', 'Ski boots', 'Skischuhe', 'Chaussures de ski', 'Лыжные ботинки'),
          ['ski-boot', 'xc-boot'],
        ),
      ],
    },
    {
      slug: 'outlet-clothing',
      name: tr('Vaatteet', 'Kläder', 'Clothing', 'Bekleidung', 'Vêtements', 'Одежда'),
      children: [
        outletLeaf(
          'outlet-jackets',
          tr('Takit', 'Jackor', 'Jackets', 'Jacken', 'Vestes', 'Куртки'),
          ['jacket', 'fleece', 'overall'],
        ),
        outletLeaf(
          'outlet-pants',
          tr(
            'Housut ja aluskerrastot',
            'Byxor och underställ',
            'Pants & base layers',
            'Hosen & Funktionswäsche',
            'Pantalons et sous-vêtements',
            'Брюки и термобельё',
          ),
          ['pants', 'base-layer', 'shirt'],
        ),
      ],
    },
    {
      slug: 'outlet-gear',
      name: tr('Varusteet', 'Utrustning', 'Gear', 'Ausrüstung', 'Équipement', 'Снаряжение'),
      children: [
        outletLeaf(
          'outlet-footwear',
          tr('Jalkineet', 'Skor', 'Footwear', 'Schuhe', 'Chaussures', 'Обувь'),
          ['hiking-boot', 'shoe', 'winter-boot'],
        ),
        outletLeaf(
          'outlet-camping',
          tr(
            'Retkeilyvarusteet',
            'Campingutrustning',
            'Camping gear',
            'Campingausrüstung',
            'Matériel de camping',
            'Туристическое снаряжение',
          ),
          ['tent', 'sleeping-bag', 'pad', 'stove', 'pot', 'backpack'],
        ),
      ],
    },
  ],
};

/** Gift cards (hidden from the menu; reached at /service-products/giftcards). */
export const SERVICE_PRODUCTS: TopSpec = {
  slug: 'service-products',
  name: tr('Palvelutuotteet', 'Tjänster', 'Services', 'Serviceprodukte', 'Services', 'Услуги'),
  description: tr(
    'Lahjakortit ja palvelut.',
    'Presentkort och tjänster.',
    'Gift cards and services.',
    'Geschenkkarten und Serviceleistungen.',
    'Cartes cadeaux et services.',
    'Подарочные карты и услуги.',
  ),
  showInMenu: false,
  children: [
    {
      slug: 'giftcards',
      name: tr(
        'Lahjakortit',
        'Presentkort',
        'Gift cards',
        'Geschenkkarten',
        'Cartes cadeaux',
        'Подарочные карты',
      ),
      children: [
        {
          slug: 'digital-gift-cards',
          name: tr(
            'Sähköiset lahjakortit',
            'Digitala presentkort',
            'Digital gift cards',
            'Digitale Geschenkkarten',
            'Cartes cadeaux numériques',
            'Электронные подарочные карты',
          ),
          nouns: [
            tr(
              'sähköinen lahjakortti',
              'digitalt presentkort',
              'digital gift card',
              'digitale Geschenkkarte',
              'carte cadeau numérique',
              'электронная подарочная карта',
            ),
          ],
          kind: 'gift-card',
          sizes: 'gift-amount',
          price: [10, 10000],
          weight: 0,
        },
        {
          slug: 'gift-cards-by-post',
          name: tr(
            'Postitettavat lahjakortit',
            'Presentkort per post',
            'Gift cards by post',
            'Geschenkkarten per Post',
            'Cartes cadeaux par courrier',
            'Подарочные карты по почте',
          ),
          nouns: [
            tr(
              'lahjakortti',
              'presentkort',
              'gift card',
              'Geschenkkarte',
              'carte cadeau',
              'подарочная карта',
            ),
          ],
          kind: 'gift-card',
          sizes: 'gift-amount',
          price: [10, 10000],
          weight: 0,
        },
      ],
    },
  ],
};
