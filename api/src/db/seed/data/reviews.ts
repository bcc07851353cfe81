import type { Lang } from '../../schema.js';

/** Review comments per language, from glowing (first) to disappointed (last). */
export const REVIEW_COMMENTS: Record<Lang, readonly string[]> = {
  fi: [
    'Todella hyvä tuote, ylitti odotukset. Suosittelen!',
    'Laadukas ja hyvin istuva. Käytössä jo koko talven ilman ongelmia.',
    'Hyvä hinta-laatusuhde. Toimitus oli nopea.',
    'Ihan ok, mutta koko oli hieman pieni. Kannattaa ottaa numeroa isompi.',
    'Toimii, mutta odotin vähän parempaa viimeistelyä.',
    'Kului yllättävän nopeasti, en ostaisi uudelleen.',
  ],
  sv: [
    'Fantastisk produkt, överträffade mina förväntningar!',
    'Bra kvalitet och sitter skönt. Använt hela vintern.',
    'Prisvärd och snabb leverans.',
    'Helt okej, men storleken var lite liten.',
    'Fungerar, men finishen kunde vara bättre.',
    'Slets ut snabbare än väntat.',
  ],
  en: [
    'Excellent product, exceeded my expectations. Highly recommended!',
    'Great quality and a comfortable fit. Used it all winter without issues.',
    'Good value for money and fast delivery.',
    'Decent, but it runs a little small – size up.',
    'Does the job, though I expected a better finish.',
    'Wore out surprisingly fast, would not buy again.',
  ],
  de: [
    'Hervorragendes Produkt, hat meine Erwartungen übertroffen!',
    'Sehr gute Qualität und angenehme Passform.',
    'Gutes Preis-Leistungs-Verhältnis, schnelle Lieferung.',
    'In Ordnung, fällt aber etwas klein aus.',
    'Erfüllt seinen Zweck, die Verarbeitung könnte besser sein.',
    'Leider schnell verschlissen.',
  ],
  fr: [
    'Excellent produit, au-delà de mes attentes !',
    'Très bonne qualité et coupe confortable.',
    'Bon rapport qualité-prix, livraison rapide.',
    'Correct, mais taille un peu petit.',
    'Fait le travail, finitions perfectibles.',
    'Usé trop vite, je ne le rachèterais pas.',
  ],
  ru: [
    'Отличный товар, превзошёл ожидания. Рекомендую!',
    'Хорошее качество и удобная посадка. Пользуюсь всю зиму.',
    'Хорошее соотношение цены и качества, быстрая доставка.',
    'Нормально, но размер немного маломерит.',
    'Свою задачу выполняет, но отделка могла быть лучше.',
    'Быстро износилось, больше не куплю.',
  ],
};

/** First names reviewers show, per language. */
export const REVIEWER_NAMES: Record<Lang, readonly string[]> = {
  fi: [
    'Mikko',
    'Anna',
    'Juha',
    'Laura',
    'Antti',
    'Heidi',
    'Ville',
    'Sanna',
    'Timo',
    'Kaisa',
    'Jussi',
    'Elina',
  ],
  sv: ['Erik', 'Karin', 'Lars', 'Emma', 'Johan', 'Sara'],
  en: ['James', 'Emily', 'Tom', 'Sophie', 'Daniel', 'Grace'],
  de: ['Lukas', 'Julia', 'Felix', 'Lena', 'Jonas', 'Marie'],
  fr: ['Louis', 'Camille', 'Hugo', 'Chloé', 'Lucas', 'Léa'],
  ru: ['Алексей', 'Ольга', 'Дмитрий', 'Наталья', 'Сергей', 'Ирина'],
};

/** How often each language appears among reviews. */
export const REVIEW_LANGUAGES: readonly (readonly [Lang, number])[] = [
  ['fi', 60],
  ['sv', 10],
  ['en', 15],
  ['de', 6],
  ['fr', 5],
  ['ru', 4],
];
