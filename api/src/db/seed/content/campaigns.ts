import { type Kysely, sql } from 'kysely';
import { sceneImageUrl } from '../../../modules/media/media-keys.js';
import type { Database } from '../../schema.js';
import { insertRows } from '../insert.js';
import type { Random } from '../prng.js';
import { json, tr } from '../text.js';

const DAY = 86_400_000;

/** Campaign pages (/campaigns/{slug}); members are chosen in SQL from the seeded prices. */
export async function insertCampaigns(db: Kysely<Database>, referenceDate: Date): Promise<void> {
  const at = (days: number) => new Date(referenceDate.getTime() + days * DAY);
  await insertRows(db, 'campaigns', [
    {
      id: 1,
      slug: 'winter-sale',
      is_club: false,
      starts_at: at(-14),
      ends_at: at(60),
      image: sceneImageUrl('banners', 'sale', '#c8242b', 'winter-sale'),
      name: json(
        tr(
          'Talviale',
          'Vinterrea',
          'Winter sale',
          'Winterschlussverkauf',
          'Soldes d’hiver',
          'Зимняя распродажа',
        ),
      ),
      description: json(
        tr(
          'Talven parhaat tarjoukset.',
          'Vinterns bästa erbjudanden.',
          'The best offers of the winter.',
          'Die besten Angebote des Winters.',
          'Les meilleures offres de l’hiver.',
          'Лучшие предложения зимы.',
        ),
      ),
    },
    {
      id: 2,
      slug: 'club-offers',
      is_club: true,
      starts_at: at(-30),
      ends_at: at(90),
      image: sceneImageUrl('banners', 'club', '#6d1f2f', 'club-offers'),
      name: json(
        tr(
          'Klubiedut',
          'Klubbförmåner',
          'Club offers',
          'Clubangebote',
          'Offres club',
          'Клубные предложения',
        ),
      ),
      description: json(
        tr(
          'Klubihinnat kirjautuneille jäsenille.',
          'Klubbpriser för inloggade medlemmar.',
          'Club prices for logged-in members.',
          'Clubpreise für angemeldete Mitglieder.',
          'Prix club pour les membres connectés.',
          'Клубные цены для авторизованных участников.',
        ),
      ),
    },
    {
      id: 3,
      slug: 'new-arrivals',
      is_club: false,
      starts_at: at(-60),
      ends_at: at(365),
      image: sceneImageUrl('banners', 'forest', '#2f8f46', 'new-arrivals'),
      name: json(tr('Uutuudet', 'Nyheter', 'New arrivals', 'Neuheiten', 'Nouveautés', 'Новинки')),
      description: json(
        tr(
          'Kauden uusimmat tuotteet.',
          'Säsongens nyaste produkter.',
          'The newest products of the season.',
          'Die neuesten Produkte der Saison.',
          'Les nouveautés de la saison.',
          'Новинки сезона.',
        ),
      ),
    },
  ]);
  await sql`insert into campaign_models (campaign_id, model_id)
    select distinct 1, v.model_id from prices p join variants v on v.id = p.variant_id
    where p.tax_area_id = 1 and p.discount_value is not null`.execute(db);
  await sql`insert into campaign_models (campaign_id, model_id)
    select distinct 2, v.model_id from prices p join variants v on v.id = p.variant_id
    where p.tax_area_id = 1 and p.club is not null`.execute(db);
  await sql`insert into campaign_models (campaign_id, model_id)
    select 3, id from product_models where published_at > ${at(-60)} and not is_second_hand`.execute(
    db,
  );
}

const COMPANIES = [
  'Pohjoisen Rakennus Oy',
  'Saimaan Satama Oy',
  'Tunturi Consulting Oy',
  'Kallio Software Oy',
  'Merituuli Energia Oy',
];
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Gift campaign categories, their products and redemption codes (catalogue §4). */
export async function insertGiftCampaigns(
  db: Kysely<Database>,
  random: Random,
  referenceDate: Date,
): Promise<void> {
  await insertRows(db, 'gift_campaign_categories', [
    {
      id: 1,
      slug: 'christmas-gift',
      image: sceneImageUrl('banners', 'forest', '#c8242b', 'christmas'),
      name: json(
        tr(
          'Joululahja',
          'Julklapp',
          'Christmas gift',
          'Weihnachtsgeschenk',
          'Cadeau de Noël',
          'Новогодний подарок',
        ),
      ),
      description: json(
        tr(
          'Valitse itsellesi joululahja.',
          'Välj din julklapp.',
          'Choose your Christmas gift.',
          'Wähle dein Weihnachtsgeschenk.',
          'Choisissez votre cadeau de Noël.',
          'Выберите себе подарок.',
        ),
      ),
    },
    {
      id: 2,
      slug: 'anniversary-gift',
      image: sceneImageUrl('banners', 'lake', '#1f6fc5', 'anniversary'),
      name: json(
        tr(
          'Merkkipäivälahja',
          'Jubileumsgåva',
          'Anniversary gift',
          'Jubiläumsgeschenk',
          'Cadeau d’anniversaire',
          'Юбилейный подарок',
        ),
      ),
      description: json(
        tr(
          'Kiitos vuosista kanssamme.',
          'Tack för åren med oss.',
          'Thank you for your years with us.',
          'Danke für die gemeinsamen Jahre.',
          'Merci pour ces années avec nous.',
          'Спасибо за годы с нами.',
        ),
      ),
    },
  ]);
  await sql`insert into gift_campaign_category_models (category_id, model_id)
    select case when g.path like 'hiking/%' then 1 else 2 end, m.id
    from product_models m join product_groups g on g.id = m.main_group_id
    where (m.campaign_only or m.id % 9 = 0) and (g.path like 'hiking/%' or g.path like 'camping/%')
      and not m.is_second_hand`.execute(db);
  const code = () => Array.from({ length: 8 }, () => random.pick([...ALPHABET])).join('');
  await insertRows(
    db,
    'gift_campaign_codes',
    Array.from({ length: 30 }, (_, index) => ({
      code: `GIFT-${code()}`,
      category_id: (index % 2) + 1,
      company_name: random.pick(COMPANIES),
      expires_at: new Date(referenceDate.getTime() + 180 * DAY),
      redeemed_at: index % 5 === 4 ? new Date(referenceDate.getTime() - 3 * DAY) : null,
    })),
  );
}
