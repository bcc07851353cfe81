import type { Insertable, Kysely } from 'kysely';
import { groupImageUrl } from '../../modules/media/media-keys.js';
import type { Database, I18n, ProductGroupTable, WizardRole } from '../schema.js';
import type { Kind, LeafSpec, MidSpec, TopSpec } from './data/group-types.js';
import { GROUP_TREE } from './data/groups.js';
import { PITCHES } from './data/pitches.js';
import { insertRows } from './insert.js';
import { joinI18n, json, mapI18n, tr } from './text.js';

/** A leaf group with its place in the tree, as the product generator uses it. */
export interface LeafGroup {
  id: number;
  path: string;
  /** Ids of the leaf and its ancestors, leaf first. */
  lineage: number[];
  top: string;
  spec: LeafSpec;
}

/** What the product generator needs from the tree. */
export interface GroupTree {
  leaves: LeafGroup[];
  /** Outlet leaf lineage (leaf first) by the product kinds it shows. */
  outletByKind: Map<Kind, number[]>;
}

const metaDescription = (name: I18n) =>
  mapI18n(name, (text, lang) => {
    const tails = {
      fi: 'verkkokaupasta ja myymälöistä. Laaja valikoima, nopea toimitus ja 100 päivän palautusoikeus.',
      sv: 'från webbutiken och våra butiker. Brett sortiment, snabb leverans och 100 dagars returrätt.',
      en: 'online and in our stores. Wide range, fast delivery and a 100-day return period.',
      de: 'online und in unseren Geschäften. Große Auswahl, schnelle Lieferung und 100 Tage Rückgaberecht.',
      fr: 'en ligne et en magasin. Large choix, livraison rapide et 100 jours pour changer d’avis.',
      ru: 'онлайн и в наших магазинах. Большой выбор, быстрая доставка и 100 дней на возврат.',
    };
    return `${text} ${tails[lang]}`;
  });

const MORE = tr(
  'Tutustu valikoimaan ja kysy neuvoa myymälöistämme.',
  'Utforska sortimentet och fråga oss i butikerna.',
  'Browse the range and ask our stores for advice.',
  'Entdecke das Sortiment und lass dich in unseren Geschäften beraten.',
  'Découvrez la gamme et demandez conseil dans nos magasins.',
  'Изучите ассортимент и получите консультацию в наших магазинах.',
);

// Top-level groups carry a buying guide long enough for the trimmed description's Read more
// (catalogue §9: 300 characters on phones, 500 on desktops).
const GUIDE = tr(
  'Hyvä varuste valitaan käytön mukaan. Mieti ensin, kuinka usein ja missä olosuhteissa liikut, ja valitse sitten koko, paino ja ominaisuudet sen mukaan. Vertaile tuotteita suodattimilla, lue muiden asiakkaiden arviot ja kokeile tuotetta myymälässä, jos voit. Henkilökuntamme auttaa mielellään sovituksessa, huollossa ja oikean koon valinnassa. Palautusaikaa on 100 päivää käyttämättömille tuotteille, joten ehdit miettiä rauhassa. Huolla varusteesi kauden jälkeen, niin ne palvelevat pitkään.',
  'Bra utrustning väljs efter hur den ska användas. Fundera först på hur ofta och under vilka förhållanden du är ute, och välj sedan storlek, vikt och egenskaper därefter. Jämför produkterna med filtren, läs andra kunders omdömen och prova gärna i butiken. Vår personal hjälper gärna till med provning, service och rätt storlek. Oanvända produkter kan returneras inom 100 dagar, så du hinner fundera i lugn och ro. Sköt om utrustningen efter säsongen så håller den länge.',
  'Good gear is chosen for how it will be used. First think about how often and in what conditions you head out, then choose the size, weight and features to match. Compare products with the filters, read what other customers say in their reviews, and try the product on in a store if you can. Our staff are happy to help with fitting, servicing and finding the right size. Unused products can be returned within 100 days, so there is time to decide. Care for your gear after the season and it will serve you for years.',
  'Gute Ausrüstung wählt man nach dem Einsatz. Überlege zuerst, wie oft und unter welchen Bedingungen du unterwegs bist, und wähle dann Größe, Gewicht und Eigenschaften passend dazu. Vergleiche die Produkte mit den Filtern, lies die Bewertungen anderer Kunden und probiere das Produkt wenn möglich im Geschäft an. Unser Team hilft gern bei Anpassung, Service und der richtigen Größe. Unbenutzte Produkte kannst du innerhalb von 100 Tagen zurückgeben, du hast also Zeit. Pflege deine Ausrüstung nach der Saison, dann hält sie lange.',
  'Un bon équipement se choisit selon son usage. Pensez d’abord à la fréquence et aux conditions de vos sorties, puis choisissez la taille, le poids et les caractéristiques en conséquence. Comparez les produits avec les filtres, lisez les avis des autres clients et essayez le produit en magasin si possible. Notre équipe vous aide volontiers pour l’ajustement, l’entretien et le choix de la bonne taille. Les produits non utilisés peuvent être retournés sous 100 jours, vous avez donc le temps de décider. Entretenez votre équipement après la saison et il vous servira longtemps.',
  'Хорошее снаряжение выбирают по назначению. Сначала подумайте, как часто и в каких условиях вы выходите, а затем подберите размер, вес и характеристики. Сравнивайте товары с помощью фильтров, читайте отзывы других покупателей и по возможности примерьте товар в магазине. Наши сотрудники с радостью помогут с примеркой, обслуживанием и выбором размера. Неиспользованные товары можно вернуть в течение 100 дней, так что время подумать есть. Ухаживайте за снаряжением после сезона, и оно прослужит долго.',
);

// The ski wizard gets a tile on the alpine and nordic navigation pages (platform §2 routes).
const WIZARD_LINKS: Record<string, { slug: string; kind: Kind }> = {
  'alpine-skiing': { slug: 'ski-wizard/laskettelu', kind: 'ski' },
  'nordic-skiing': { slug: 'ski-wizard/murto', kind: 'xc-ski' },
};
const WIZARD_TITLE = tr(
  'Suksivelho',
  'Skidguiden',
  'Ski wizard',
  'Ski-Assistent',
  'Assistant ski',
  'Подбор лыж',
);

/** The groups the wizards start from (platform §3 Ski wizard, the shoe wizard), by path. */
export const WIZARD_ROLES: Readonly<Record<string, WizardRole>> = {
  'alpine-skiing': 'alpine',
  'alpine-skiing/skis': 'alpine-skis',
  'alpine-skiing/bindings': 'alpine-bindings',
  'alpine-skiing/boots': 'alpine-boots',
  'nordic-skiing': 'nordic',
  'nordic-skiing/skis': 'nordic-skis',
  'nordic-skiing/bindings': 'nordic-bindings',
  'nordic-skiing/boots': 'nordic-boots',
  footwear: 'footwear',
};

function propertySlugs(leaves: readonly LeafSpec[]): string[] {
  return [
    ...new Set(
      leaves.flatMap((leaf) => [...Object.keys(leaf.ranges ?? {}), ...(leaf.flags ?? [])]),
    ),
  ];
}

type GroupRow = Insertable<ProductGroupTable> & { id: number };

function groupRow(
  id: number,
  parent: GroupRow | null,
  spec: { slug: string; name: I18n; shortName?: I18n },
  extra: { kind: string; order: number; description: I18n; properties: string[]; top: TopSpec },
): GroupRow {
  const path = parent ? `${parent.path}/${spec.slug}` : spec.slug;
  return {
    id,
    parent_id: parent?.id ?? null,
    slug: spec.slug,
    path,
    depth: parent ? parent.depth + 1 : 1,
    kind: extra.kind,
    sort_order: extra.order,
    show_in_menu: extra.top.showInMenu ?? true,
    is_navigation: parent === null,
    name: json(spec.name),
    short_name: json(spec.shortName ?? spec.name),
    description: json(extra.description),
    meta_title: json(spec.name),
    meta_description: json(metaDescription(spec.name)),
    filterable_properties: json(extra.properties),
    group_sorting: extra.top.slug === 'outlet' ? 'best-offer' : 'most-popular',
    wizard_role: WIZARD_ROLES[path] ?? null,
  };
}

function firstKind(mid: MidSpec): Kind {
  return mid.children[0]?.kind ?? 'jacket';
}

/** Writes the three-level tree and the navigation tiles of the top groups. */
export async function insertGroups(db: Kysely<Database>): Promise<GroupTree> {
  const rows: GroupRow[] = [];
  const links: Insertable<Database['product_group_links']>[] = [];
  const leaves: LeafGroup[] = [];
  const outletByKind = new Map<Kind, number[]>();
  for (const [topIndex, top] of GROUP_TREE.entries()) {
    const allLeaves = top.children.flatMap((mid) => mid.children);
    const topRow = groupRow(rows.length + 1, null, top, {
      kind: firstKind(top.children[0] as MidSpec),
      order: topIndex,
      description: joinI18n([top.description, GUIDE]),
      properties: propertySlugs(allLeaves),
      top,
    });
    rows.push(topRow);
    const wizard = WIZARD_LINKS[top.slug];
    if (wizard) {
      links.push({
        group_id: topRow.id,
        slug: wizard.slug,
        title: json(WIZARD_TITLE),
        image: groupImageUrl(wizard.kind, '#2f8f46'),
        sort_order: 99,
      });
    }
    for (const [midIndex, mid] of top.children.entries()) {
      const midRow = groupRow(rows.length + 1, topRow, mid, {
        kind: firstKind(mid),
        order: midIndex,
        description: joinI18n([top.description, MORE]),
        properties: propertySlugs(mid.children),
        top,
      });
      rows.push(midRow);
      links.push({
        group_id: topRow.id,
        slug: midRow.path,
        title: json(mid.name),
        image: groupImageUrl(firstKind(mid), '#1f6fc5'),
        sort_order: midIndex,
      });
      for (const [leafIndex, leaf] of mid.children.entries()) {
        const leafRow = groupRow(rows.length + 1, midRow, leaf, {
          kind: leaf.kind,
          order: leafIndex,
          description: joinI18n([PITCHES[leaf.kind], MORE]),
          properties: propertySlugs([leaf]),
          top,
        });
        rows.push(leafRow);
        for (const kind of leaf.outletOf ?? [])
          outletByKind.set(kind, [leafRow.id, midRow.id, topRow.id]);
        if (!leaf.outletOf) {
          leaves.push({
            id: leafRow.id,
            path: leafRow.path,
            lineage: [leafRow.id, midRow.id, topRow.id],
            top: top.slug,
            spec: leaf,
          });
        }
      }
    }
  }
  await insertRows(db, 'product_groups', rows);
  await insertRows(
    db,
    'product_group_links',
    links.map((link, index) => ({ ...link, id: index + 1 })),
  );
  return { leaves, outletByKind };
}
