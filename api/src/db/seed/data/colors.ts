import { tr } from '../text.js';

/** Colour bank: slug, hex and name in every language. */
export const COLORS = [
  {
    slug: 'black',
    hex: '#1d1d1f',
    name: tr('Musta', 'Svart', 'Black', 'Schwarz', 'Noir', 'Чёрный'),
  },
  {
    slug: 'white',
    hex: '#f4f4f2',
    name: tr('Valkoinen', 'Vit', 'White', 'Weiß', 'Blanc', 'Белый'),
  },
  { slug: 'grey', hex: '#8a8d91', name: tr('Harmaa', 'Grå', 'Grey', 'Grau', 'Gris', 'Серый') },
  {
    slug: 'dark-grey',
    hex: '#4a4d52',
    name: tr('Tummanharmaa', 'Mörkgrå', 'Dark grey', 'Dunkelgrau', 'Gris foncé', 'Тёмно-серый'),
  },
  {
    slug: 'navy',
    hex: '#1f2f55',
    name: tr('Tummansininen', 'Marinblå', 'Navy', 'Marineblau', 'Bleu marine', 'Тёмно-синий'),
  },
  { slug: 'blue', hex: '#1f6fc5', name: tr('Sininen', 'Blå', 'Blue', 'Blau', 'Bleu', 'Синий') },
  {
    slug: 'light-blue',
    hex: '#7fb8e6',
    name: tr('Vaaleansininen', 'Ljusblå', 'Light blue', 'Hellblau', 'Bleu clair', 'Голубой'),
  },
  {
    slug: 'turquoise',
    hex: '#1aa7a1',
    name: tr('Turkoosi', 'Turkos', 'Turquoise', 'Türkis', 'Turquoise', 'Бирюзовый'),
  },
  { slug: 'green', hex: '#2f8f46', name: tr('Vihreä', 'Grön', 'Green', 'Grün', 'Vert', 'Зелёный') },
  {
    slug: 'olive',
    hex: '#6b6f3a',
    name: tr('Oliivi', 'Oliv', 'Olive', 'Oliv', 'Olive', 'Оливковый'),
  },
  {
    slug: 'dark-green',
    hex: '#24483a',
    name: tr('Tummanvihreä', 'Mörkgrön', 'Dark green', 'Dunkelgrün', 'Vert foncé', 'Тёмно-зелёный'),
  },
  {
    slug: 'yellow',
    hex: '#f2c230',
    name: tr('Keltainen', 'Gul', 'Yellow', 'Gelb', 'Jaune', 'Жёлтый'),
  },
  {
    slug: 'orange',
    hex: '#ec7a1c',
    name: tr('Oranssi', 'Orange', 'Orange', 'Orange', 'Orange', 'Оранжевый'),
  },
  { slug: 'red', hex: '#c8242b', name: tr('Punainen', 'Röd', 'Red', 'Rot', 'Rouge', 'Красный') },
  {
    slug: 'burgundy',
    hex: '#6d1f2f',
    name: tr('Viininpunainen', 'Vinröd', 'Burgundy', 'Weinrot', 'Bordeaux', 'Бордовый'),
  },
  { slug: 'pink', hex: '#e87ca5', name: tr('Pinkki', 'Rosa', 'Pink', 'Rosa', 'Rose', 'Розовый') },
  {
    slug: 'purple',
    hex: '#6b3fa0',
    name: tr('Violetti', 'Lila', 'Purple', 'Lila', 'Violet', 'Фиолетовый'),
  },
  {
    slug: 'beige',
    hex: '#d8c6a3',
    name: tr('Beige', 'Beige', 'Beige', 'Beige', 'Beige', 'Бежевый'),
  },
  {
    slug: 'brown',
    hex: '#7a4e2d',
    name: tr('Ruskea', 'Brun', 'Brown', 'Braun', 'Marron', 'Коричневый'),
  },
  { slug: 'sand', hex: '#c2ab7f', name: tr('Hiekka', 'Sand', 'Sand', 'Sand', 'Sable', 'Песочный') },
  {
    slug: 'silver',
    hex: '#b8bcc2',
    name: tr('Hopea', 'Silver', 'Silver', 'Silber', 'Argent', 'Серебристый'),
  },
  {
    slug: 'lime',
    hex: '#a5c935',
    name: tr('Limetti', 'Lime', 'Lime', 'Limette', 'Citron vert', 'Лаймовый'),
  },
  {
    slug: 'petrol',
    hex: '#1d5a6b',
    name: tr('Petrooli', 'Petrol', 'Petrol', 'Petrol', 'Bleu pétrole', 'Петроль'),
  },
  {
    slug: 'multicolour',
    hex: '#9a5fc2',
    name: tr(
      'Monivärinen',
      'Flerfärgad',
      'Multicolour',
      'Mehrfarbig',
      'Multicolore',
      'Разноцветный',
    ),
  },
] as const;
