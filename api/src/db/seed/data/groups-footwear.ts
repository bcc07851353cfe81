import { tr } from '../text.js';
import type { TopSpec } from './group-types.js';

/** Hiking, running and winter footwear. */
export const FOOTWEAR: TopSpec = {
  slug: 'footwear',
  name: tr('Jalkineet', 'Skor', 'Footwear', 'Schuhe', 'Chaussures', 'Обувь'),
  description: tr(
    'Vaelluskengät, juoksukengät ja lämpimät talvijalkineet koko perheelle.',
    'Vandringskängor, löparskor och varma vinterskor för hela familjen.',
    'Hiking boots, running shoes and warm winter footwear for the whole family.',
    'Wanderstiefel, Laufschuhe und warme Winterschuhe für die ganze Familie.',
    "Chaussures de randonnée, de running et bottes d'hiver chaudes pour toute la famille.",
    'Треккинговые ботинки, беговые кроссовки и тёплая зимняя обувь для всей семьи.',
  ),
  children: [
    {
      slug: 'hiking-footwear',
      name: tr('Retkeilyjalkineet', 'Vandringsskor', 'Hiking footwear', 'Wanderschuhe', 'Chaussures de randonnée', 'Треккинговая обувь'),
      children: [
        {
          slug: 'hiking-boots',
          name: tr('Vaelluskengät', 'Vandringskängor', 'Hiking boots', 'Wanderstiefel', 'Chaussures de trek', 'Треккинговые ботинки'),
          nouns: [tr('vaelluskengät', 'vandringskängor', 'hiking boots', 'Wanderstiefel', 'chaussures de trek', 'треккинговые ботинки')],
          kind: 'hiking-boot',
          sizes: 'eu-shoe',
          price: [129, 349],
          ranges: { weight: [900, 1600, 10] },
          flags: ['waterproof-membrane', 'wide-fit'],
          gender: 'mixed',
          types: ['Regular', 'Wide'],
          weight: 1.5,
        },
        {
          slug: 'low-hiking-shoes',
          name: tr('Matalat ulkoilukengät', 'Låga vandringsskor', 'Low hiking shoes', 'Wanderhalbschuhe', 'Chaussures de randonnée basses', 'Низкие треккинговые кроссовки'),
          nouns: [tr('ulkoilukengät', 'vandringsskor', 'hiking shoes', 'Wanderschuhe', 'chaussures de randonnée', 'треккинговые кроссовки')],
          kind: 'shoe',
          sizes: 'eu-shoe',
          price: [89, 219],
          ranges: { weight: [600, 1000, 10] },
          flags: ['waterproof-membrane'],
          gender: 'mixed',
        },
      ],
    },
    {
      slug: 'running-shoes',
      name: tr('Juoksukengät', 'Löparskor', 'Running shoes', 'Laufschuhe', 'Chaussures de running', 'Беговые кроссовки'),
      children: [
        {
          slug: 'trail-running-shoes',
          name: tr('Polkujuoksukengät', 'Trailskor', 'Trail running shoes', 'Trailrunning-Schuhe', 'Chaussures de trail', 'Кроссовки для трейлраннинга'),
          nouns: [tr('polkujuoksukengät', 'trailskor', 'trail running shoes', 'Trailrunning-Schuhe', 'chaussures de trail', 'кроссовки для трейлраннинга')],
          kind: 'shoe',
          sizes: 'eu-shoe',
          price: [99, 199],
          ranges: { weight: [480, 680, 5], drop: [0, 10, 1] },
          flags: ['waterproof-membrane'],
          gender: 'mixed',
          weight: 1.2,
        },
        {
          slug: 'road-running-shoes',
          name: tr('Maantiejuoksukengät', 'Löparskor för asfalt', 'Road running shoes', 'Straßenlaufschuhe', 'Chaussures de course sur route', 'Кроссовки для бега по шоссе'),
          nouns: [tr('juoksukengät', 'löparskor', 'running shoes', 'Laufschuhe', 'chaussures de running', 'беговые кроссовки')],
          kind: 'shoe',
          sizes: 'eu-shoe',
          price: [89, 219],
          ranges: { weight: [420, 620, 5], drop: [4, 12, 1] },
          gender: 'mixed',
        },
      ],
    },
    {
      slug: 'winter-footwear',
      name: tr('Talvijalkineet', 'Vinterskor', 'Winter footwear', 'Winterschuhe', "Chaussures d'hiver", 'Зимняя обувь'),
      children: [
        {
          slug: 'winter-boots',
          name: tr('Talvikengät', 'Vinterkängor', 'Winter boots', 'Winterstiefel', "Bottes d'hiver", 'Зимние ботинки'),
          nouns: [tr('talvikengät', 'vinterkängor', 'winter boots', 'Winterstiefel', "bottes d'hiver", 'зимние ботинки')],
          kind: 'winter-boot',
          sizes: 'eu-shoe',
          price: [79, 259],
          ranges: { weight: [900, 1700, 10], 'comfort-temperature': [-40, -10, 5] },
          flags: ['waterproof-membrane', 'insulated', 'spikes'],
          gender: 'mixed',
        },
        {
          slug: 'kids-winter-boots',
          name: tr('Lasten talvikengät', 'Vinterkängor barn', "Kids' winter boots", 'Kinder-Winterstiefel', "Bottes d'hiver enfant", 'Детские зимние ботинки'),
          nouns: [tr('talvikengät', 'vinterkängor', 'winter boots', 'Winterstiefel', "bottes d'hiver", 'зимние ботинки')],
          kind: 'winter-boot',
          sizes: 'kids-shoe',
          price: [49, 129],
          ranges: { 'comfort-temperature': [-30, -10, 5] },
          flags: ['waterproof-membrane', 'insulated', 'reflectors'],
          gender: 'kids',
        },
      ],
    },
  ],
};
