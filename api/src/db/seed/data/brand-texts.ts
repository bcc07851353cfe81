import type { I18n } from '../../schema.js';
import { joinI18n, mapI18n, tr } from '../text.js';
import type { BrandSpec } from './brands.js';

const ADJECTIVES: Record<string, I18n> = {
  fi: tr('suomalainen', 'finländskt', 'Finnish', 'finnische', 'finlandaise', 'финский'),
  no: tr('norjalainen', 'norskt', 'Norwegian', 'norwegische', 'norvégienne', 'норвежский'),
  se: tr('ruotsalainen', 'svenskt', 'Swedish', 'schwedische', 'suédoise', 'шведский'),
  de: tr('saksalainen', 'tyskt', 'German', 'deutsche', 'allemande', 'немецкий'),
  at: tr(
    'itävaltalainen',
    'österrikiskt',
    'Austrian',
    'österreichische',
    'autrichienne',
    'австрийский',
  ),
  fr: tr('ranskalainen', 'franskt', 'French', 'französische', 'française', 'французский'),
  it: tr('italialainen', 'italienskt', 'Italian', 'italienische', 'italienne', 'итальянский'),
  us: tr(
    'yhdysvaltalainen',
    'amerikanskt',
    'American',
    'amerikanische',
    'américaine',
    'американский',
  ),
  ca: tr('kanadalainen', 'kanadensiskt', 'Canadian', 'kanadische', 'canadienne', 'канадский'),
  gb: tr('brittiläinen', 'brittiskt', 'British', 'britische', 'britannique', 'британский'),
  dk: tr('tanskalainen', 'danskt', 'Danish', 'dänische', 'danoise', 'датский'),
  ch: tr('sveitsiläinen', 'schweiziskt', 'Swiss', 'schweizerische', 'suisse', 'швейцарский'),
};

const SPECIALTIES: Record<string, I18n> = {
  'alpine-skiing': tr(
    'lasketteluvarusteet',
    'alpin utrustning',
    'alpine skiing gear',
    'Skiausrüstung',
    'le ski alpin',
    'горнолыжное снаряжение',
  ),
  'nordic-skiing': tr(
    'hiihtovarusteet',
    'längdutrustning',
    'cross-country skiing gear',
    'Langlaufausrüstung',
    'le ski de fond',
    'снаряжение для беговых лыж',
  ),
  clothing: tr(
    'ulkoiluvaatteet',
    'friluftskläder',
    'outdoor clothing',
    'Outdoorbekleidung',
    'les vêtements outdoor',
    'одежда для активного отдыха',
  ),
  footwear: tr('jalkineet', 'skor', 'footwear', 'Schuhen', 'les chaussures', 'обувь'),
  camping: tr(
    'retkeilyvarusteet',
    'campingutrustning',
    'camping gear',
    'Campingausrüstung',
    'le camping',
    'кемпинговое снаряжение',
  ),
  hiking: tr(
    'vaellusvarusteet',
    'vandringsutrustning',
    'hiking gear',
    'Wanderausrüstung',
    'la randonnée',
    'туристическое снаряжение',
  ),
  cycling: tr(
    'pyöräilyvarusteet',
    'cykelutrustning',
    'cycling gear',
    'Radsport',
    'le vélo',
    'велоспорт',
  ),
  running: tr(
    'juoksuvarusteet',
    'löparutrustning',
    'running gear',
    'Laufsport',
    'la course à pied',
    'бег',
  ),
};

const AND = tr(' ja ', ' och ', ' and ', ' und ', ' et ', ' и ');

function specialtyList(brand: BrandSpec): I18n {
  const parts = brand.makes.map((slug) => SPECIALTIES[slug]).filter((part) => part !== undefined);
  return mapI18n(AND, (and, lang) => parts.map((part) => part[lang]).join(and));
}

/** The brand page description (catalogue §3 Manufacturer). */
export function brandDescription(brand: BrandSpec): I18n {
  const adjective = ADJECTIVES[brand.country] ?? ADJECTIVES.fi;
  const specs = specialtyList(brand);
  const { name, founded } = brand;
  const intro = mapI18n(adjective as I18n, (adj, lang) => {
    switch (lang) {
      case 'fi':
        return `${name} on vuonna ${founded} perustettu ${adj} merkki. Sen valikoimaan kuuluvat erityisesti ${specs.fi}.`;
      case 'sv':
        return `${name} är ett ${adj} märke som grundades ${founded}. Sortimentet omfattar framför allt ${specs.sv}.`;
      case 'en':
        return `${name} is a ${adj} brand founded in ${founded}. Its range focuses on ${specs.en}.`;
      case 'de':
        return `${name} ist eine ${adj} Marke, gegründet ${founded}. Der Schwerpunkt liegt auf ${specs.de}.`;
      case 'fr':
        return `${name} est une marque ${adj} fondée en ${founded}. Sa gamme est centrée sur ${specs.fr}.`;
      default:
        return `${name} — ${adj} бренд, основанный в ${founded} году. Основное направление — ${specs.ru}.`;
    }
  });
  return joinI18n([intro, OUR_RANGE]);
}

const OUR_RANGE = tr(
  'Löydät merkin tuotteet verkkokaupastamme ja myymälöistämme.',
  'Du hittar märkets produkter i vår webbutik och i våra butiker.',
  'You will find the brand’s products online and in our stores.',
  'Die Produkte der Marke findest du online und in unseren Geschäften.',
  'Retrouvez les produits de la marque en ligne et dans nos magasins.',
  'Товары бренда доступны онлайн и в наших магазинах.',
);

/** The brand page title. */
export function brandTitle(name: string): I18n {
  return tr(
    `${name} – tuotteet verkosta`,
    `${name} – produkter online`,
    `${name} – shop online`,
    `${name} – online kaufen`,
    `${name} – achat en ligne`,
    `${name} – купить онлайн`,
  );
}
