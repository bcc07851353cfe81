import type { I18n } from '../../schema.js';
import { tr } from '../text.js';
import type { LeafSpec, MidSpec, TopSpec } from './group-types.js';

const JACKET_NOUNS = [
  tr(
    'kuoritakki',
    'skaljacka',
    'shell jacket',
    'Hardshelljacke',
    'veste imperméable',
    'мембранная куртка',
  ),
  tr('untuvatakki', 'dunjacka', 'down jacket', 'Daunenjacke', 'doudoune', 'пуховик'),
  tr(
    'laskettelutakki',
    'skidjacka',
    'ski jacket',
    'Skijacke',
    'veste de ski',
    'горнолыжная куртка',
  ),
  tr(
    'softshell-takki',
    'softshelljacka',
    'softshell jacket',
    'Softshelljacke',
    'veste softshell',
    'софтшелл-куртка',
  ),
];
const PANTS_NOUNS = [
  tr(
    'kuorihousut',
    'skalbyxor',
    'shell pants',
    'Hardshellhose',
    'pantalon imperméable',
    'мембранные брюки',
  ),
  tr(
    'retkeilyhousut',
    'friluftsbyxor',
    'hiking pants',
    'Wanderhose',
    'pantalon de randonnée',
    'треккинговые брюки',
  ),
  tr(
    'lasketteluhousut',
    'skidbyxor',
    'ski pants',
    'Skihose',
    'pantalon de ski',
    'горнолыжные брюки',
  ),
];
const BASE_NOUNS = [
  tr(
    'merinovillapaita',
    'merinotröja',
    'merino top',
    'Merinoshirt',
    'haut en mérinos',
    'футболка из мериноса',
  ),
  tr(
    'aluskerrastopaita',
    'underställströja',
    'base layer top',
    'Funktionsshirt',
    'haut technique',
    'термофутболка',
  ),
  tr(
    'aluskerrastohousut',
    'underställsbyxor',
    'base layer bottoms',
    'Funktionsunterhose',
    'collant technique',
    'термобрюки',
  ),
];
const FLEECE_NOUNS = [
  tr(
    'fleecetakki',
    'fleecejacka',
    'fleece jacket',
    'Fleecejacke',
    'veste polaire',
    'флисовая кофта',
  ),
  tr(
    'välikerrostakki',
    'mellanlagerjacka',
    'midlayer jacket',
    'Midlayer-Jacke',
    'veste intermédiaire',
    'утепляющая куртка',
  ),
];

function adultLeaves(
  prefix: 'mens' | 'womens',
  gender: 'men' | 'women',
  names: I18n[],
): LeafSpec[] {
  const [jackets, pants, base, fleece] = names as [I18n, I18n, I18n, I18n];
  return [
    {
      slug: `${prefix}-jackets`,
      name: jackets,
      nouns: JACKET_NOUNS,
      kind: 'jacket',
      sizes: 'letter',
      price: [99, 649],
      ranges: { waterproofness: [10000, 28000, 1000], weight: [300, 1100, 10] },
      flags: ['waterproof-membrane', 'hood', 'insulated'],
      gender,
      weight: 2,
    },
    {
      slug: `${prefix}-pants`,
      name: pants,
      nouns: PANTS_NOUNS,
      kind: 'pants',
      sizes: 'letter',
      price: [79, 399],
      ranges: { waterproofness: [5000, 28000, 1000], weight: [250, 800, 10] },
      flags: ['waterproof-membrane', 'insulated'],
      gender,
      weight: 1.5,
    },
    {
      slug: `${prefix}-base-layers`,
      name: base,
      nouns: BASE_NOUNS,
      kind: 'base-layer',
      sizes: 'letter',
      price: [29, 139],
      ranges: { weight: [120, 320, 5] },
      flags: ['merino-wool'],
      gender,
      weight: 1.2,
    },
    {
      slug: `${prefix}-fleeces`,
      name: fleece,
      nouns: FLEECE_NOUNS,
      kind: 'fleece',
      sizes: 'letter',
      price: [49, 219],
      ranges: { weight: [220, 600, 10] },
      flags: ['hood'],
      gender,
    },
  ];
}

/** Clothing for men, women and kids. */
export const CLOTHING: TopSpec = {
  slug: 'clothing',
  name: tr('Vaatteet', 'Kläder', 'Clothing', 'Bekleidung', 'Vêtements', 'Одежда'),
  description: tr(
    'Ulkoiluvaatteet kerrospukeutumiseen: kuoritakit, välikerrokset ja aluskerrastot.',
    'Friluftskläder för lager-på-lager: skaljackor, mellanlager och underställ.',
    'Outdoor clothing for layering: shell jackets, midlayers and base layers.',
    'Outdoorbekleidung im Zwiebelprinzip: Hardshells, Midlayer und Funktionswäsche.',
    'Vêtements outdoor pour le système multicouche : vestes, couches intermédiaires et sous-vêtements.',
    'Одежда для активного отдыха по принципу слоёв: куртки, утепляющий слой и термобельё.',
  ),
  children: [
    {
      slug: 'men',
      name: tr('Miehet', 'Herr', 'Men', 'Herren', 'Homme', 'Мужчинам'),
      children: adultLeaves('mens', 'men', [
        tr(
          'Miesten takit',
          'Jackor herr',
          "Men's jackets",
          'Herrenjacken',
          'Vestes homme',
          'Мужские куртки',
        ),
        tr(
          'Miesten housut',
          'Byxor herr',
          "Men's pants",
          'Herrenhosen',
          'Pantalons homme',
          'Мужские брюки',
        ),
        tr(
          'Miesten aluskerrastot',
          'Underställ herr',
          "Men's base layers",
          'Herren-Funktionswäsche',
          'Sous-vêtements techniques homme',
          'Мужское термобельё',
        ),
        tr(
          'Miesten fleecet',
          'Fleece herr',
          "Men's fleeces",
          'Herren-Fleece',
          'Polaires homme',
          'Мужские флиски',
        ),
      ]),
    },
    {
      slug: 'women',
      name: tr('Naiset', 'Dam', 'Women', 'Damen', 'Femme', 'Женщинам'),
      children: adultLeaves('womens', 'women', [
        tr(
          'Naisten takit',
          'Jackor dam',
          "Women's jackets",
          'Damenjacken',
          'Vestes femme',
          'Женские куртки',
        ),
        tr(
          'Naisten housut',
          'Byxor dam',
          "Women's pants",
          'Damenhosen',
          'Pantalons femme',
          'Женские брюки',
        ),
        tr(
          'Naisten aluskerrastot',
          'Underställ dam',
          "Women's base layers",
          'Damen-Funktionswäsche',
          'Sous-vêtements techniques femme',
          'Женское термобельё',
        ),
        tr(
          'Naisten fleecet',
          'Fleece dam',
          "Women's fleeces",
          'Damen-Fleece',
          'Polaires femme',
          'Женские флиски',
        ),
      ]),
    },
    kidsClothing(),
  ],
};

function kidsClothing(): MidSpec {
  return {
    slug: 'kids',
    name: tr('Lapset', 'Barn', 'Kids', 'Kinder', 'Enfant', 'Детям'),
    children: [
      {
        slug: 'kids-jackets',
        name: tr(
          'Lasten takit',
          'Jackor barn',
          "Kids' jackets",
          'Kinderjacken',
          'Vestes enfant',
          'Детские куртки',
        ),
        nouns: [
          tr(
            'talvitakki',
            'vinterjacka',
            'winter jacket',
            'Winterjacke',
            "veste d'hiver",
            'зимняя куртка',
          ),
          tr(
            'välikausitakki',
            'övergångsjacka',
            'midseason jacket',
            'Übergangsjacke',
            'veste mi-saison',
            'демисезонная куртка',
          ),
        ],
        kind: 'jacket',
        sizes: 'kids-height',
        price: [49, 199],
        ranges: { waterproofness: [8000, 20000, 1000] },
        flags: ['waterproof-membrane', 'hood', 'insulated', 'reflectors'],
        gender: 'kids',
      },
      {
        slug: 'kids-pants',
        name: tr(
          'Lasten housut',
          'Byxor barn',
          "Kids' pants",
          'Kinderhosen',
          'Pantalons enfant',
          'Детские брюки',
        ),
        nouns: [
          tr(
            'toppahousut',
            'vinterbyxor',
            'snow pants',
            'Schneehose',
            'pantalon de neige',
            'зимние брюки',
          ),
          tr(
            'kuorihousut',
            'skalbyxor',
            'shell pants',
            'Regenhose',
            'pantalon imperméable',
            'непромокаемые брюки',
          ),
        ],
        kind: 'pants',
        sizes: 'kids-height',
        price: [39, 149],
        ranges: { waterproofness: [8000, 20000, 1000] },
        flags: ['waterproof-membrane', 'insulated', 'reflectors'],
        gender: 'kids',
      },
      {
        slug: 'kids-overalls',
        name: tr(
          'Lasten haalarit',
          'Overaller barn',
          "Kids' overalls",
          'Kinderoveralls',
          'Combinaisons enfant',
          'Детские комбинезоны',
        ),
        nouns: [
          tr(
            'talvihaalari',
            'vinteroverall',
            'snowsuit',
            'Schneeanzug',
            'combinaison de ski',
            'зимний комбинезон',
          ),
          tr(
            'välikausihaalari',
            'övergångsoverall',
            'midseason overall',
            'Übergangsoverall',
            'combinaison mi-saison',
            'демисезонный комбинезон',
          ),
        ],
        kind: 'overall',
        sizes: 'kids-height',
        price: [59, 219],
        ranges: { waterproofness: [8000, 20000, 1000] },
        flags: ['waterproof-membrane', 'insulated', 'reflectors'],
        gender: 'kids',
      },
    ],
  };
}
