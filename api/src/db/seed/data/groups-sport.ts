import { tr } from '../text.js';
import type { TopSpec } from './group-types.js';

/** Cycling: bikes, gear and accessories. */
export const CYCLING: TopSpec = {
  slug: 'cycling',
  name: tr('Pyöräily', 'Cykling', 'Cycling', 'Radsport', 'Vélo', 'Велоспорт'),
  description: tr(
    'Maasto-, gravel- ja kaupunkipyörät sekä kypärät, valot ja varusteet.',
    'Mountainbikes, gravelcyklar och stadscyklar samt hjälmar, lampor och utrustning.',
    'Mountain, gravel and city bikes plus helmets, lights and gear.',
    'Mountain-, Gravel- und Stadträder sowie Helme, Lampen und Ausrüstung.',
    'VTT, vélos gravel et vélos de ville, ainsi que casques, éclairages et équipement.',
    'Горные, гравийные и городские велосипеды, а также шлемы, фары и экипировка.',
  ),
  children: [
    {
      slug: 'bikes',
      name: tr('Polkupyörät', 'Cyklar', 'Bikes', 'Fahrräder', 'Vélos', 'Велосипеды'),
      children: [
        {
          slug: 'mountain-bikes',
          name: tr('Maastopyörät', 'Mountainbikes', 'Mountain bikes', 'Mountainbikes', 'VTT', 'Горные велосипеды'),
          nouns: [tr('maastopyörä', 'mountainbike', 'mountain bike', 'Mountainbike', 'VTT', 'горный велосипед')],
          kind: 'bike',
          sizes: 'frame',
          price: [699, 4299],
          ranges: { 'wheel-size': [27.5, 29, 1.5], gears: [9, 12, 1], weight: [11500, 16500, 100] },
          flags: ['full-suspension'],
        },
        {
          slug: 'gravel-bikes',
          name: tr('Gravel-pyörät', 'Gravelcyklar', 'Gravel bikes', 'Gravelbikes', 'Vélos gravel', 'Гравийные велосипеды'),
          nouns: [tr('gravel-pyörä', 'gravelcykel', 'gravel bike', 'Gravelbike', 'vélo gravel', 'гравийный велосипед')],
          kind: 'bike',
          sizes: 'frame',
          price: [999, 3499],
          ranges: { gears: [10, 12, 1], weight: [8800, 11500, 100] },
          weight: 0.7,
        },
        {
          slug: 'city-bikes',
          name: tr('Kaupunkipyörät', 'Stadscyklar', 'City bikes', 'Stadträder', 'Vélos de ville', 'Городские велосипеды'),
          nouns: [tr('kaupunkipyörä', 'stadscykel', 'city bike', 'Stadtrad', 'vélo de ville', 'городской велосипед')],
          kind: 'bike',
          sizes: 'frame',
          price: [399, 1199],
          ranges: { gears: [3, 8, 1], weight: [14000, 19000, 100] },
          weight: 0.7,
        },
      ],
    },
    {
      slug: 'cycling-gear',
      name: tr('Pyöräilyvarusteet', 'Cykelutrustning', 'Cycling gear', 'Radausrüstung', 'Équipement vélo', 'Велоэкипировка'),
      children: [
        {
          slug: 'bike-helmets',
          name: tr('Pyöräilykypärät', 'Cykelhjälmar', 'Bike helmets', 'Fahrradhelme', 'Casques vélo', 'Велошлемы'),
          nouns: [tr('pyöräilykypärä', 'cykelhjälm', 'bike helmet', 'Fahrradhelm', 'casque vélo', 'велошлем')],
          kind: 'helmet',
          sizes: 'head',
          price: [39, 219],
          ranges: { weight: [220, 420, 5] },
          flags: ['mips'],
        },
        {
          slug: 'cycling-gloves',
          name: tr('Pyöräilyhanskat', 'Cykelhandskar', 'Cycling gloves', 'Radhandschuhe', 'Gants vélo', 'Велоперчатки'),
          nouns: [tr('pyöräilyhanskat', 'cykelhandskar', 'cycling gloves', 'Radhandschuhe', 'gants vélo', 'велоперчатки')],
          kind: 'glove',
          sizes: 'letter',
          price: [19, 79],
        },
      ],
    },
    {
      slug: 'bike-accessories',
      name: tr('Pyörätarvikkeet', 'Cykeltillbehör', 'Bike accessories', 'Fahrradzubehör', 'Accessoires vélo', 'Велоаксессуары'),
      children: [
        {
          slug: 'bike-lights',
          name: tr('Pyörävalot', 'Cykellampor', 'Bike lights', 'Fahrradlampen', 'Éclairage vélo', 'Велофары'),
          nouns: [tr('etuvalo', 'framlampa', 'front light', 'Frontlicht', 'éclairage avant', 'передняя фара')],
          kind: 'headlamp',
          sizes: 'one-size',
          price: [19, 169],
          ranges: { lumens: [200, 2000, 50], 'battery-life': [2, 30, 1] },
          flags: ['rechargeable'],
        },
        {
          slug: 'bike-tyres',
          name: tr('Renkaat', 'Cykeldäck', 'Bike tyres', 'Fahrradreifen', 'Pneus vélo', 'Велопокрышки'),
          nouns: [tr('nastarengas', 'dubbdäck', 'studded tyre', 'Spikereifen', 'pneu à clous', 'шипованная покрышка'), tr('rengas', 'däck', 'tyre', 'Reifen', 'pneu', 'покрышка')],
          kind: 'tyre',
          sizes: 'tyre',
          price: [25, 89],
          ranges: { weight: [450, 1100, 10] },
        },
      ],
    },
  ],
};

/** Running clothing and accessories. */
export const RUNNING: TopSpec = {
  slug: 'running',
  name: tr('Juoksu', 'Löpning', 'Running', 'Laufen', 'Running', 'Бег'),
  description: tr(
    'Juoksuvaatteet, juoksuliivit ja urheilukellot lenkille ja poluille.',
    'Löparkläder, löparvästar och sportklockor för asfalt och stig.',
    'Running clothing, vests and sports watches for roads and trails.',
    'Laufbekleidung, Laufwesten und Sportuhren für Straße und Trail.',
    'Vêtements de running, gilets et montres de sport pour la route et les sentiers.',
    'Одежда для бега, беговые жилеты и спортивные часы для шоссе и тропы.',
  ),
  children: [
    {
      slug: 'running-clothing',
      name: tr('Juoksuvaatteet', 'Löparkläder', 'Running clothing', 'Laufbekleidung', 'Vêtements de running', 'Одежда для бега'),
      children: [
        {
          slug: 'running-shirts',
          name: tr('Juoksupaidat', 'Löpartröjor', 'Running shirts', 'Laufshirts', 'T-shirts de running', 'Беговые футболки'),
          nouns: [tr('juoksupaita', 'löpartröja', 'running shirt', 'Laufshirt', 'T-shirt de running', 'беговая футболка')],
          kind: 'shirt',
          sizes: 'letter',
          price: [25, 89],
          flags: ['reflectors'],
          gender: 'mixed',
        },
        {
          slug: 'running-tights',
          name: tr('Juoksutrikoot', 'Löpartights', 'Running tights', 'Lauftights', 'Collants de running', 'Беговые тайтсы'),
          nouns: [tr('juoksutrikoot', 'löpartights', 'running tights', 'Lauftights', 'collant de running', 'беговые тайтсы')],
          kind: 'pants',
          sizes: 'letter',
          price: [39, 129],
          flags: ['reflectors'],
          gender: 'mixed',
        },
      ],
    },
    {
      slug: 'running-accessories',
      name: tr('Juoksutarvikkeet', 'Löpartillbehör', 'Running accessories', 'Laufzubehör', 'Accessoires de running', 'Аксессуары для бега'),
      children: [
        {
          slug: 'running-vests',
          name: tr('Juoksuliivit', 'Löparvästar', 'Running vests', 'Laufwesten', "Gilets d'hydratation", 'Беговые жилеты'),
          nouns: [tr('juoksuliivi', 'löparväst', 'running vest', 'Laufweste', "gilet d'hydratation", 'беговой жилет')],
          kind: 'vest',
          sizes: 'letter',
          price: [59, 189],
          ranges: { volume: [3, 15, 1], weight: [150, 400, 5] },
        },
        {
          slug: 'sports-watches',
          name: tr('Urheilukellot', 'Sportklockor', 'Sports watches', 'Sportuhren', 'Montres de sport', 'Спортивные часы'),
          nouns: [tr('urheilukello', 'sportklocka', 'sports watch', 'Sportuhr', 'montre de sport', 'спортивные часы')],
          kind: 'watch',
          sizes: 'one-size',
          price: [149, 749],
          ranges: { 'battery-life': [20, 400, 10], weight: [40, 90, 1] },
          flags: ['gps'],
        },
      ],
    },
  ],
};
