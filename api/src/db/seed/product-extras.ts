import type { I18n, ModelPropertyTable, ProductQuote, SkiWizardInfo } from '../schema.js';
import type { Kind, LeafSpec, Range } from './data/group-types.js';
import { SUSTAINABILITY_FLAGS } from './data/properties.js';
import type { Random } from './prng.js';
import { tr } from './text.js';

function rangeValue(random: Random, [min, max, step]: Range): string {
  const steps = Math.round((max - min) / step);
  const value = min + random.int(0, steps) * step;
  return String(Math.round(value * 100) / 100);
}

/** Property values of a model; sustainability flags come with the umbrella flag (catalogue §3). */
export function pickProperties(
  random: Random,
  leaf: LeafSpec,
  modelId: number,
  propertyIds: Map<string, number>,
): { rows: ModelPropertyTable[]; sustainable: boolean } {
  const values = new Map<string, string>();
  for (const [slug, range] of Object.entries(leaf.ranges ?? {}))
    values.set(slug, rangeValue(random, range));
  for (const slug of leaf.flags ?? []) if (random.chance(0.45)) values.set(slug, 'true');
  const sustainable = random.chance(0.18);
  if (sustainable) {
    for (const slug of random.sample(SUSTAINABILITY_FLAGS, random.int(1, 2)))
      values.set(slug, 'true');
    values.set('vastuullisemmin-ulkona', 'true');
  }
  const rows: ModelPropertyTable[] = [];
  for (const [slug, value] of values) {
    const propertyId = propertyIds.get(slug);
    if (propertyId !== undefined) rows.push({ model_id: modelId, property_id: propertyId, value });
  }
  return { rows, sustainable };
}

/** The ski-wizard entry of a model in a wizard group (platform §3 Ski wizard). */
export function pickSkiWizard(random: Random, leaf: LeafSpec): SkiWizardInfo | null {
  const wizard = leaf.wizard;
  if (!wizard) return null;
  const [first = '', ...others] = wizard.norms;
  if (wizard.group === 'bindings') {
    return {
      sport: wizard.sport,
      group: wizard.group,
      norm: first,
      fits: [first, ...others.filter(() => random.chance(0.7))],
    };
  }
  return { sport: wizard.sport, group: wizard.group, norm: random.pick(wizard.norms), fits: [] };
}

const NON_EU = ['no', 'gb', 'ch', 'is', 'us', 'ca', 'jp', 'ru'];

/** Delivery limits (catalogue §3): fuel stoves do not fly, bikes and skis need big parcels. */
export function deliveryLimits(kind: Kind): { blocked: string[]; allowed: string[] | null } {
  if (kind === 'stove')
    return {
      blocked: NON_EU,
      allowed: ['home-delivery', 'pickup-point', 'store-pickup', 'pikanouto'],
    };
  if (kind === 'bike')
    return { blocked: NON_EU, allowed: ['freight', 'store-pickup', 'pikanouto'] };
  if (kind === 'ski' || kind === 'xc-ski' || kind === 'pole') {
    return {
      blocked: [],
      allowed: ['home-delivery', 'pickup-point', 'store-pickup', 'pikanouto', 'international'],
    };
  }
  return { blocked: [], allowed: null };
}

const NOTICES: I18n[] = [
  tr(
    'Sukset toimitetaan ilman siteitä.',
    'Skidorna levereras utan bindningar.',
    'Skis are delivered without bindings.',
    'Die Ski werden ohne Bindung geliefert.',
    'Les skis sont livrés sans fixations.',
    'Лыжи поставляются без креплений.',
  ),
  tr(
    'Tuote on mitoitukseltaan pieni, valitse koko isompi.',
    'Produkten är liten i storleken, välj en storlek större.',
    'This product runs small – choose one size up.',
    'Fällt klein aus – eine Größe größer wählen.',
    'Taille petit : prenez la taille au-dessus.',
    'Маломерит – выбирайте на размер больше.',
  ),
  tr(
    'Toimitusaika voi olla tavallista pidempi.',
    'Leveranstiden kan vara längre än vanligt.',
    'Delivery may take longer than usual.',
    'Die Lieferzeit kann länger als üblich sein.',
    'Le délai de livraison peut être plus long que d’habitude.',
    'Срок доставки может быть дольше обычного.',
  ),
];

/** An occasional notice shown above the buy box. */
export function pickNotice(random: Random, kind: Kind): I18n | null {
  if (kind === 'ski' && random.chance(0.3)) return NOTICES[0] ?? null;
  return random.chance(0.03) ? random.pick(NOTICES.slice(1)) : null;
}

const QUOTES: I18n[] = [
  tr(
    'Oma suosikkini pitkille päiville – ei ole pettänyt kertaakaan.',
    'Min favorit för långa dagar – har aldrig svikit.',
    'My favourite for long days – it has never let me down.',
    'Mein Favorit für lange Tage – hat mich nie enttäuscht.',
    'Mon préféré pour les longues journées – jamais déçu.',
    'Мой фаворит для долгих дней – ни разу не подвёл.',
  ),
  tr(
    'Tätä suosittelen asiakkaille, jotka haluavat yhden varusteen kaikkeen.',
    'Den här rekommenderar jag till dig som vill ha en pryl till allt.',
    'I recommend this to anyone who wants one piece of kit for everything.',
    'Empfehle ich allen, die ein Teil für alles suchen.',
    'Je le conseille à ceux qui veulent un seul équipement pour tout.',
    'Рекомендую тем, кто хочет одну вещь на все случаи.',
  ),
];

/** A staff quote (catalogue §2, shown in Finnish only). */
export function pickQuote(random: Random, image: string): ProductQuote | null {
  if (!random.chance(0.02)) return null;
  return {
    text: random.pick(QUOTES),
    name: random.pick(['Myyjä Mikko, Kamppi', 'Myyjä Sanna, Tampere', 'Myyjä Jussi, Rovaniemi']),
    image,
  };
}
