import type { I18n } from '../../schema.js';
import { mapI18n, tr } from '../text.js';

/** A tag style (platform §3 propertyTypes). */
export const PROPERTY_TYPES = [
  {
    slug: 'new',
    bg: '#1f6fc5',
    text: '#ffffff',
    name: tr('Uutuus', 'Nyhet', 'New', 'Neu', 'Nouveau', 'Новинка'),
  },
  {
    slug: 'sustainable',
    bg: '#2f8f46',
    text: '#ffffff',
    name: tr(
      'Vastuullisempi valinta',
      'Mer hållbart val',
      'More sustainable choice',
      'Nachhaltigere Wahl',
      'Choix plus responsable',
      'Более экологичный выбор',
    ),
  },
  {
    slug: 'finnish',
    bg: '#ffffff',
    text: '#1f2f55',
    name: tr('Suomalainen', 'Finländsk', 'Finnish', 'Finnisch', 'Finlandais', 'Финский'),
  },
  {
    slug: 'bestseller',
    bg: '#f2c230',
    text: '#1d1d1f',
    name: tr('Myydyin', 'Bästsäljare', 'Bestseller', 'Bestseller', 'Meilleure vente', 'Хит продаж'),
  },
  {
    slug: 'club',
    bg: '#6d1f2f',
    text: '#ffffff',
    name: tr(
      'Klubietu',
      'Klubbförmån',
      'Club offer',
      'Clubvorteil',
      'Offre club',
      'Предложение клуба',
    ),
  },
  {
    slug: 'outlet',
    bg: '#c8242b',
    text: '#ffffff',
    name: tr('Outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet', 'Аутлет'),
  },
  {
    slug: 'test-winner',
    bg: '#1d1d1f',
    text: '#f2c230',
    name: tr(
      'Testivoittaja',
      'Testvinnare',
      'Test winner',
      'Testsieger',
      'Vainqueur du test',
      'Победитель теста',
    ),
  },
] as const;

/** A product property definition; the unit also appears in brackets in the name (catalogue §3). */
export interface PropertySpec {
  slug: string;
  name: I18n;
  unit: string | null;
  filter: 'range' | 'checkbox';
  type?: string;
}

const ranged = (slug: string, name: I18n, unit: string | null): PropertySpec => ({
  slug,
  name: unit ? mapI18n(name, (text) => `${text} (${unit})`) : name,
  unit,
  filter: 'range',
});
const flag = (slug: string, name: I18n, type?: string): PropertySpec => ({
  slug,
  name,
  unit: null,
  filter: 'checkbox',
  ...(type ? { type } : {}),
});

/** Every property; `vastuullisemmin-ulkona` and `vu-*` are sustainability flags (catalogue §3). */
export const PROPERTIES: PropertySpec[] = [
  ranged('weight', tr('Paino', 'Vikt', 'Weight', 'Gewicht', 'Poids', 'Вес'), 'g'),
  ranged(
    'waist-width',
    tr(
      'Vyötärön leveys',
      'Midjebredd',
      'Waist width',
      'Taillenbreite',
      'Largeur au patin',
      'Ширина талии',
    ),
    'mm',
  ),
  ranged(
    'turn-radius',
    tr('Kääntösäde', 'Svängradie', 'Turn radius', 'Radius', 'Rayon de courbe', 'Радиус поворота'),
    'm',
  ),
  ranged('flex', tr('Jäykkyys', 'Flex', 'Flex', 'Flex', 'Flex', 'Жёсткость'), null),
  ranged(
    'din',
    tr('DIN-säätö', 'DIN-inställning', 'DIN setting', 'Z-Wert', 'Indice DIN', 'Настройка DIN'),
    null,
  ),
  ranged(
    'waterproofness',
    tr(
      'Vesipilari',
      'Vattenpelare',
      'Waterproofness',
      'Wassersäule',
      'Imperméabilité',
      'Водонепроницаемость',
    ),
    'mm',
  ),
  ranged(
    'comfort-temperature',
    tr(
      'Mukavuuslämpötila',
      'Komforttemperatur',
      'Comfort temperature',
      'Komforttemperatur',
      'Température de confort',
      'Температура комфорта',
    ),
    '°C',
  ),
  ranged(
    'fill-power',
    tr('Täyttövoima', 'Fillpower', 'Fill power', 'Bauschkraft', 'Gonflant', 'Упругость пуха'),
    'cuin',
  ),
  ranged(
    'persons',
    tr('Henkilömäärä', 'Antal personer', 'Persons', 'Personen', 'Places', 'Вместимость'),
    null,
  ),
  ranged('volume', tr('Tilavuus', 'Volym', 'Volume', 'Volumen', 'Volume', 'Объём'), 'l'),
  ranged('r-value', tr('R-arvo', 'R-värde', 'R-value', 'R-Wert', 'Valeur R', 'R-значение'), null),
  ranged(
    'lumens',
    tr(
      'Valoteho',
      'Ljusstyrka',
      'Light output',
      'Leuchtkraft',
      'Puissance lumineuse',
      'Световой поток',
    ),
    'lm',
  ),
  ranged(
    'battery-life',
    tr('Akun kesto', 'Batteritid', 'Battery life', 'Akkulaufzeit', 'Autonomie', 'Время работы'),
    'h',
  ),
  ranged('drop', tr('Drop', 'Drop', 'Drop', 'Sprengung', 'Drop', 'Перепад'), 'mm'),
  ranged(
    'wheel-size',
    tr(
      'Renkaan koko',
      'Hjulstorlek',
      'Wheel size',
      'Laufradgröße',
      'Taille des roues',
      'Диаметр колёс',
    ),
    '"',
  ),
  ranged('gears', tr('Vaihteet', 'Växlar', 'Gears', 'Gänge', 'Vitesses', 'Передачи'), null),
  flag(
    'waterproof-membrane',
    tr(
      'Vedenpitävä kalvo',
      'Vattentätt membran',
      'Waterproof membrane',
      'Wasserdichte Membran',
      'Membrane imperméable',
      'Водонепроницаемая мембрана',
    ),
  ),
  flag('hood', tr('Huppu', 'Huva', 'Hood', 'Kapuze', 'Capuche', 'Капюшон')),
  flag('insulated', tr('Toppaus', 'Vadderad', 'Insulated', 'Isoliert', 'Isolé', 'Утеплённый')),
  flag(
    'merino-wool',
    tr(
      'Merinovilla',
      'Merinoull',
      'Merino wool',
      'Merinowolle',
      'Laine mérinos',
      'Шерсть мериноса',
    ),
  ),
  flag(
    'reflectors',
    tr(
      'Heijastimet',
      'Reflexer',
      'Reflectors',
      'Reflektoren',
      'Éléments réfléchissants',
      'Светоотражатели',
    ),
  ),
  flag(
    'walk-mode',
    tr('Kävelytoiminto', 'Gångläge', 'Walk mode', 'Gehmodus', 'Mode marche', 'Режим ходьбы'),
  ),
  flag(
    'heat-mouldable',
    tr(
      'Lämpömuotoiltava',
      'Värmeformbar',
      'Heat-mouldable',
      'Thermoformbar',
      'Thermoformable',
      'Термоформовка',
    ),
  ),
  flag(
    'mips',
    tr(
      'Rotaatiosuoja',
      'Rotationsskydd',
      'Rotational protection',
      'Rotationsschutz',
      'Protection rotationnelle',
      'Защита от вращения',
    ),
  ),
  flag(
    'photochromic',
    tr(
      'Fotokromaattinen linssi',
      'Fotokromatisk lins',
      'Photochromic lens',
      'Photochrome Scheibe',
      'Écran photochromique',
      'Фотохромная линза',
    ),
  ),
  flag(
    'wide-fit',
    tr(
      'Leveä lesti',
      'Bred läst',
      'Wide fit',
      'Weite Passform',
      'Chaussant large',
      'Широкая колодка',
    ),
  ),
  flag('spikes', tr('Nastat', 'Dubbar', 'Spikes', 'Spikes', 'Crampons intégrés', 'Шипы')),
  flag(
    'four-season',
    tr(
      'Neljän vuodenajan',
      'Fyrsäsong',
      'Four-season',
      'Vier-Jahreszeiten',
      'Quatre saisons',
      'Всесезонная',
    ),
  ),
  flag(
    'rain-cover',
    tr('Sadesuoja', 'Regnskydd', 'Rain cover', 'Regenhülle', 'Housse de pluie', 'Чехол от дождя'),
  ),
  flag(
    'rechargeable',
    tr(
      'Ladattava',
      'Laddningsbar',
      'Rechargeable',
      'Wiederaufladbar',
      'Rechargeable',
      'Аккумуляторный',
    ),
  ),
  flag(
    'full-suspension',
    tr(
      'Täysjousitus',
      'Heldämpad',
      'Full suspension',
      'Vollgefedert',
      'Tout-suspendu',
      'Двухподвес',
    ),
  ),
  flag('gps', tr('GPS', 'GPS', 'GPS', 'GPS', 'GPS', 'GPS')),
  flag(
    'recycled-materials',
    tr(
      'Kierrätetyt materiaalit',
      'Återvunna material',
      'Recycled materials',
      'Recycelte Materialien',
      'Matériaux recyclés',
      'Переработанные материалы',
    ),
  ),
  flag(
    'vastuullisemmin-ulkona',
    tr(
      'Vastuullisemmin ulkona',
      'Mer ansvarsfullt ute',
      'Outdoors more responsibly',
      'Verantwortungsvoller draußen',
      'Dehors, plus responsable',
      'Ответственнее на природе',
    ),
    'sustainable',
  ),
  flag(
    'vu-recycled',
    tr(
      'Kierrätettyä materiaalia',
      'Återvunnet material',
      'Made with recycled material',
      'Aus recyceltem Material',
      'Fabriqué en matière recyclée',
      'Из переработанных материалов',
    ),
    'sustainable',
  ),
  flag(
    'vu-pfc-free',
    tr(
      'PFC-vapaa käsittely',
      'PFC-fri behandling',
      'PFC-free treatment',
      'PFC-freie Imprägnierung',
      'Traitement sans PFC',
      'Пропитка без PFC',
    ),
    'sustainable',
  ),
  flag(
    'vu-responsible-down',
    tr(
      'Vastuullisesti tuotettu untuva',
      'Ansvarsfullt producerat dun',
      'Responsibly sourced down',
      'Verantwortungsvoll gewonnene Daunen',
      'Duvet d’origine responsable',
      'Ответственно полученный пух',
    ),
    'sustainable',
  ),
  flag(
    'vu-organic',
    tr(
      'Luomupuuvilla',
      'Ekologisk bomull',
      'Organic cotton',
      'Bio-Baumwolle',
      'Coton biologique',
      'Органический хлопок',
    ),
    'sustainable',
  ),
  flag(
    'vu-repairable',
    tr(
      'Korjattava ja huollettava',
      'Reparerbar och servicebar',
      'Repairable and serviceable',
      'Reparierbar und wartbar',
      'Réparable et entretenable',
      'Ремонтопригодный',
    ),
    'sustainable',
  ),
];

/** The sustainability flags a model may carry; the umbrella flag is added when any is set. */
export const SUSTAINABILITY_FLAGS = [
  'vu-recycled',
  'vu-pfc-free',
  'vu-responsible-down',
  'vu-organic',
  'vu-repairable',
];
