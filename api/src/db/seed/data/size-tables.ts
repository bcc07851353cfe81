import type { I18n } from '../../schema.js';
import { tr } from '../text.js';
import type { SizeScheme } from './group-types.js';

/** A size guide (catalogue §3 Size table): sizes across, one row per measurement. */
export interface SizeTableSpec {
  key: string;
  name: I18n;
  productType: string;
  sizes: string[];
  rows: { name: I18n; unit: string; values: string[] }[];
  info: I18n;
  schemes: SizeScheme[];
}

const range = (from: number, count: number, step: number) =>
  Array.from({ length: count }, (_, i) => String(Math.round((from + i * step) * 10) / 10));

const MEASURE_INFO = tr(
  'Mittaa vartalo ilman vaatteita. Jos mitat osuvat kahden koon väliin, valitse isompi koko.',
  'Mät kroppen utan kläder. Om måtten hamnar mellan två storlekar, välj den större.',
  'Measure your body without clothes. If you are between two sizes, choose the larger one.',
  'Miss ohne Kleidung. Liegst du zwischen zwei Größen, wähle die größere.',
  'Mesurez-vous sans vêtements. Entre deux tailles, choisissez la plus grande.',
  'Снимайте мерки без одежды. Если вы между размерами, выбирайте больший.',
);
const FOOT_INFO = tr(
  'Mittaa jalan pituus kantapäästä pisimmän varpaan kärkeen illalla, kun jalka on turvonnein.',
  'Mät fotens längd från hälen till längsta tån på kvällen.',
  'Measure your foot from heel to longest toe in the evening, when feet are largest.',
  'Miss die Fußlänge abends von der Ferse bis zur längsten Zehe.',
  'Mesurez votre pied du talon à l’orteil le plus long, de préférence le soir.',
  'Измеряйте стопу от пятки до самого длинного пальца вечером.',
);

const CHEST = tr(
  'Rinnanympärys',
  'Bröstvidd',
  'Chest',
  'Brustumfang',
  'Tour de poitrine',
  'Обхват груди',
);
const WAIST = tr('Vyötärö', 'Midja', 'Waist', 'Taille', 'Tour de taille', 'Обхват талии');
const HEIGHT = tr('Pituus', 'Längd', 'Height', 'Körpergröße', 'Taille (hauteur)', 'Рост');
const FOOT = tr(
  'Jalan pituus',
  'Fotlängd',
  'Foot length',
  'Fußlänge',
  'Longueur du pied',
  'Длина стопы',
);

/** The size guides and the size schemes each one covers. */
export const SIZE_TABLES: SizeTableSpec[] = [
  {
    key: 'adult',
    name: tr(
      'Aikuisten vaatekoot',
      'Vuxenstorlekar',
      'Adult clothing sizes',
      'Größen Erwachsene',
      'Tailles adultes',
      'Размеры для взрослых',
    ),
    productType: 'clothing',
    sizes: ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
    rows: [
      { name: CHEST, unit: 'cm', values: range(80, 8, 6) },
      { name: WAIST, unit: 'cm', values: range(66, 8, 6) },
      {
        name: HEIGHT,
        unit: 'cm',
        values: ['160', '165', '170', '176', '182', '188', '192', '196'],
      },
    ],
    info: MEASURE_INFO,
    schemes: ['letter'],
  },
  {
    key: 'kids',
    name: tr(
      'Lasten koot',
      'Barnstorlekar',
      'Kids’ sizes',
      'Kindergrößen',
      'Tailles enfant',
      'Детские размеры',
    ),
    productType: 'clothing',
    sizes: range(86, 14, 6),
    rows: [
      { name: HEIGHT, unit: 'cm', values: range(86, 14, 6) },
      { name: CHEST, unit: 'cm', values: range(52, 14, 2) },
    ],
    info: MEASURE_INFO,
    schemes: ['kids-height'],
  },
  {
    key: 'shoes',
    name: tr(
      'Kenkäkoot',
      'Skostorlekar',
      'Shoe sizes',
      'Schuhgrößen',
      'Pointures',
      'Размеры обуви',
    ),
    productType: 'footwear',
    sizes: range(36, 12, 1),
    rows: [
      { name: FOOT, unit: 'cm', values: range(22.5, 12, 0.7) },
      { name: tr('UK', 'UK', 'UK', 'UK', 'UK', 'UK'), unit: '', values: range(3.5, 12, 1) },
    ],
    info: FOOT_INFO,
    schemes: ['eu-shoe', 'eu-shoe-men', 'eu-shoe-women'],
  },
  {
    key: 'mondo',
    name: tr(
      'Monokoot (mondo)',
      'Pjäxstorlekar (mondo)',
      'Ski boot sizes (mondo)',
      'Skischuhgrößen (Mondo)',
      'Pointures mondo',
      'Размеры ботинок (мондо)',
    ),
    productType: 'ski-boots',
    sizes: range(24.5, 8, 1),
    rows: [
      { name: FOOT, unit: 'cm', values: range(24.5, 8, 1) },
      {
        name: tr('EU-koko', 'EU-storlek', 'EU size', 'EU-Größe', 'Pointure EU', 'Размер EU'),
        unit: '',
        values: range(38.5, 8, 1.5),
      },
    ],
    info: FOOT_INFO,
    schemes: ['mondo', 'junior-mondo'],
  },
  {
    key: 'alpine-skis',
    name: tr(
      'Suksen pituus',
      'Skidlängd',
      'Ski length',
      'Skilänge',
      'Longueur de ski',
      'Длина лыж',
    ),
    productType: 'skis',
    sizes: range(149, 7, 7),
    rows: [{ name: HEIGHT, unit: 'cm', values: range(155, 7, 7) }],
    info: tr(
      'Rinnesuksen sopiva pituus on noin 5–15 cm omaa pituutta lyhyempi.',
      'En lämplig pistskida är ungefär 5–15 cm kortare än du.',
      'A good piste ski is about 5–15 cm shorter than you.',
      'Ein Pistenski sollte etwa 5–15 cm kürzer sein als du.',
      'Un ski de piste mesure environ 5 à 15 cm de moins que vous.',
      'Подходящие лыжи примерно на 5–15 см короче вашего роста.',
    ),
    schemes: ['alpine-ski'],
  },
];
