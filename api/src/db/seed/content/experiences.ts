import type { SceneTheme } from '../../../modules/media/media-keys.js';
import type { I18n } from '../../schema.js';
import { tr } from '../text.js';
import type { Section } from './html.js';

/** An experience page (platform §2 /experiences/{slug}/), run with a partner brand. */
export interface ExperienceSpec {
  slug: string;
  /** Slug of the brand that runs it with us; one of setting experience_manufacturer_list. */
  partner: string;
  theme: SceneTheme;
  colour: string;
  title: I18n;
  summary: I18n;
  location: I18n;
  duration: I18n;
  season: I18n;
  sections: Section[];
}

const WINTER = tr('Talvi', 'Vinter', 'Winter', 'Winter', 'Hiver', 'Зима');

export const EXPERIENCES: ExperienceSpec[] = [
  {
    slug: 'northern-lights-snowshoe-night',
    partner: 'revontuli',
    theme: 'fell',
    colour: '#3b2f8f',
    title: tr(
      'Revontuliyö lumikengillä',
      'Norrskensnatt på snöskor',
      'Northern lights night on snowshoes',
      'Polarlichtnacht auf Schneeschuhen',
      'Nuit des aurores en raquettes',
      'Ночь северного сияния на снегоступах',
    ),
    summary: tr(
      'Opastettu iltaretki tunturiin, nuotio ja revontulten bongausta.',
      'Guidad kvällstur upp på fjället med lägereld och norrskensspaning.',
      'A guided evening hike up the fell with a campfire and a lookout for the aurora.',
      'Geführte Abendtour auf den Fjell mit Lagerfeuer und Ausschau nach Polarlichtern.',
      'Randonnée guidée en soirée sur le fjell, feu de camp et guet des aurores.',
      'Вечерний поход с гидом на сопку, костёр и поиск северного сияния.',
    ),
    location: tr('Rovaniemi', 'Rovaniemi', 'Rovaniemi', 'Rovaniemi', 'Rovaniemi', 'Рованиеми'),
    duration: tr('4 tuntia', '4 timmar', '4 hours', '4 Stunden', '4 heures', '4 часа'),
    season: WINTER,
    sections: [
      {
        paragraphs: [
          tr(
            'Lähdemme Rovaniemen myymälältä pikkubussilla tunturin juurelle. Opas sovittaa lumikengät ja kertoo, mistä revontulet syntyvät.',
            'Vi åker från butiken i Rovaniemi med minibuss till fjällets fot. Guiden provar ut snöskorna och berättar hur norrsken uppstår.',
            'We leave our Rovaniemi store by minibus for the foot of the fell. The guide fits your snowshoes and explains how the aurora forms.',
            'Wir fahren vom Geschäft in Rovaniemi mit dem Kleinbus zum Fuß des Fjells. Der Guide passt die Schneeschuhe an und erklärt die Polarlichter.',
            'Départ en minibus de notre magasin de Rovaniemi jusqu’au pied du fjell. Le guide ajuste vos raquettes et explique les aurores.',
            'Из магазина в Рованиеми едем на микроавтобусе к подножию сопки. Гид подберёт снегоступы и расскажет о природе сияния.',
          ),
        ],
      },
      {
        heading: tr(
          'Hintaan sisältyy',
          'I priset ingår',
          'Included',
          'Im Preis enthalten',
          'Inclus',
          'В стоимость входит',
        ),
        list: [
          tr(
            'Lumikengät ja sauvat',
            'Snöskor och stavar',
            'Snowshoes and poles',
            'Schneeschuhe und Stöcke',
            'Raquettes et bâtons',
            'Снегоступы и палки',
          ),
          tr('Kuljetukset', 'Transporter', 'Transport', 'Transfer', 'Transport', 'Трансфер'),
          tr(
            'Nuotiolla lämmin juoma ja makkara',
            'Varm dryck och korv vid elden',
            'Hot drink and sausage by the fire',
            'Heißes Getränk und Würstchen am Feuer',
            'Boisson chaude et saucisse au coin du feu',
            'Горячий напиток и сосиски у костра',
          ),
        ],
      },
    ],
  },
  {
    slug: 'ski-touring-course-pallas',
    partner: 'nordvik',
    theme: 'alpine',
    colour: '#1f6fc5',
    title: tr(
      'Randokurssi Pallaksella',
      'Turskidkurs på Pallas',
      'Ski touring course in Pallas',
      'Skitourenkurs in Pallas',
      'Stage de ski de randonnée à Pallas',
      'Курс ски-тура в Палласе',
    ),
    summary: tr(
      'Kaksi päivää nousutekniikkaa, lumivyörytietoutta ja laskuja avotuntureilla.',
      'Två dagar med stigningsteknik, lavinkunskap och åk på kala fjäll.',
      'Two days of skinning technique, avalanche awareness and descents on open fells.',
      'Zwei Tage Aufstiegstechnik, Lawinenkunde und Abfahrten auf offenen Fjells.',
      'Deux jours de technique de montée, de nivologie et de descentes sur les fjells.',
      'Два дня техники подъёма, лавинной безопасности и спусков по открытым сопкам.',
    ),
    location: tr(
      'Pallas, Muonio',
      'Pallas, Muonio',
      'Pallas, Muonio',
      'Pallas, Muonio',
      'Pallas, Muonio',
      'Паллас, Муонио',
    ),
    duration: tr('2 päivää', '2 dagar', '2 days', '2 Tage', '2 jours', '2 дня'),
    season: tr(
      'Maaliskuu–huhtikuu',
      'Mars–april',
      'March–April',
      'März–April',
      'Mars–avril',
      'Март–апрель',
    ),
    sections: [
      {
        paragraphs: [
          tr(
            'Kurssi sopii rinnelaskua osaaville, jotka haluavat ensimmäiset nousunsa turvallisesti. Nordvikin randovälineet saat kurssin ajaksi lainaan.',
            'Kursen passar den som kan åka i backen och vill göra sina första toppturer säkert. Turskidor från Nordvik lånas ut under kursen.',
            'The course suits confident piste skiers who want to make their first ascents safely. Nordvik touring gear is lent to you for the course.',
            'Der Kurs passt zu sicheren Pistenfahrern, die ihre ersten Aufstiege sicher machen wollen. Tourenausrüstung von Nordvik wird gestellt.',
            'Le stage convient aux skieurs de piste à l’aise qui veulent faire leurs premières montées en sécurité. Le matériel Nordvik est prêté.',
            'Курс подходит уверенным горнолыжникам, которые хотят безопасно совершить первые подъёмы. Снаряжение Nordvik выдаётся на время курса.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'canoe-camping-weekend',
    partner: 'korpi',
    theme: 'lake',
    colour: '#2f8f46',
    title: tr(
      'Melontaviikonloppu Saimaalla',
      'Paddelhelg på Saimen',
      'Canoe camping weekend on Lake Saimaa',
      'Kanu-Wochenende am Saimaa-See',
      'Week-end canoë-camping sur le lac Saimaa',
      'Выходные на каноэ на озере Сайма',
    ),
    summary: tr(
      'Melontaa saaristossa, yö teltassa ja ruoanlaittoa retkikeittimellä.',
      'Paddling i skärgården, en natt i tält och matlagning på stormkök.',
      'Paddling through the lake archipelago, a night in a tent and cooking on a camp stove.',
      'Paddeln durch die Seenlandschaft, eine Nacht im Zelt und Kochen auf dem Campingkocher.',
      'Pagaie dans l’archipel, une nuit sous tente et cuisine au réchaud.',
      'Сплав по шхерам, ночь в палатке и готовка на горелке.',
    ),
    location: tr('Savonlinna', 'Nyslott', 'Savonlinna', 'Savonlinna', 'Savonlinna', 'Савонлинна'),
    duration: tr('2 päivää', '2 dagar', '2 days', '2 Tage', '2 jours', '2 дня'),
    season: tr(
      'Kesäkuu–elokuu',
      'Juni–augusti',
      'June–August',
      'Juni–August',
      'Juin–août',
      'Июнь–август',
    ),
    sections: [
      {
        paragraphs: [
          tr(
            'Korpin teltat, makuupussit ja keittimet ovat valmiina leiripaikalla. Opas opettaa melonnan perusteet, joten aiempaa kokemusta ei tarvita.',
            'Tält, sovsäckar och kök från Korpi väntar på lägerplatsen. Guiden lär ut grunderna, så ingen erfarenhet behövs.',
            'Korpi tents, sleeping bags and stoves are ready at the campsite. The guide teaches the basics of paddling, so no experience is needed.',
            'Zelte, Schlafsäcke und Kocher von Korpi stehen am Lagerplatz bereit. Der Guide zeigt die Grundlagen, Erfahrung ist nicht nötig.',
            'Tentes, sacs de couchage et réchauds Korpi vous attendent au camp. Le guide enseigne les bases, aucune expérience requise.',
            'Палатки, спальники и горелки Korpi ждут в лагере. Гид научит основам гребли, опыт не нужен.',
          ),
        ],
      },
    ],
  },
];
