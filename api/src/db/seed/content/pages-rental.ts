import { tr } from '../text.js';
import { html } from './html.js';
import type { PageSpec } from './page-types.js';

/** Slugs the rental page (mf-content RentalPage) reads; keep them in step with it. */
export const RENTAL_INFO_SLUG = 'rental-info';
export const RENTAL_BOOKING_SLUG = 'rental-booking';

/** Rental content (platform §2 /rental/, /rental/rentle/): what we rent and how booking works. */
export const RENTAL_PAGES: PageSpec[] = [
  {
    slug: RENTAL_INFO_SLUG,
    title: tr(
      'Välinevuokraus',
      'Uthyrning av utrustning',
      'Gear rental',
      'Ausrüstungsverleih',
      'Location de matériel',
      'Прокат снаряжения',
    ),
    content: html(
      {
        paragraphs: [
          tr(
            'Vuokraa laadukkaat varusteet retkelle tai rinteeseen sen sijaan, että ostaisit kaiken itse. Vuokraus on kiertotaloutta: sama teltta palvelee kymmeniä retkeilijöitä.',
            'Hyr kvalitetsutrustning till turen eller backen i stället för att köpa allt själv. Uthyrning är cirkulär ekonomi: samma tält används av tiotals vandrare.',
            'Rent quality gear for your trip or the slopes instead of buying everything yourself. Rental is circular economy: one tent serves dozens of hikers.',
            'Miete hochwertige Ausrüstung für Tour oder Piste, statt alles selbst zu kaufen. Verleih ist Kreislaufwirtschaft: Ein Zelt dient Dutzenden Wanderern.',
            'Louez du matériel de qualité pour la randonnée ou la piste au lieu de tout acheter. La location, c’est l’économie circulaire : une tente sert des dizaines de randonneurs.',
            'Берите качественное снаряжение в прокат вместо покупки. Прокат – это экономика замкнутого цикла: одна палатка служит десяткам туристов.',
          ),
        ],
      },
      {
        heading: tr(
          'Mitä voit vuokrata',
          'Vad du kan hyra',
          'What you can rent',
          'Was du mieten kannst',
          'Ce que vous pouvez louer',
          'Что можно взять напрокат',
        ),
        list: [
          tr(
            'Laskettelu- ja murtomaahiihtovälineet',
            'Alpin- och längdskidutrustning',
            'Alpine and cross-country ski sets',
            'Alpin- und Langlaufsets',
            'Équipements de ski alpin et de fond',
            'Комплекты для горных и беговых лыж',
          ),
          tr(
            'Teltat, makuupussit ja retkikeittimet',
            'Tält, sovsäckar och stormkök',
            'Tents, sleeping bags and camp stoves',
            'Zelte, Schlafsäcke und Campingkocher',
            'Tentes, sacs de couchage et réchauds',
            'Палатки, спальники и горелки',
          ),
          tr(
            'Lumikengät ja liukulumikengät',
            'Snöskor och turskidor',
            'Snowshoes and forest skis',
            'Schneeschuhe und Waldski',
            'Raquettes et skis nordiques de forêt',
            'Снегоступы и лесные лыжи',
          ),
        ],
      },
      {
        heading: tr('Hinnat', 'Priser', 'Prices', 'Preise', 'Tarifs', 'Цены'),
        paragraphs: [
          tr(
            'Vuokra lasketaan vuorokausilta, ja viikonloppuvuokra (pe–ma) maksaa kahden vuorokauden verran. Klubin jäsenet saavat vuokrasta 10 % alennuksen.',
            'Hyran räknas per dygn, och helghyra (fre–mån) kostar som två dygn. Klubbmedlemmar får 10 % rabatt.',
            'Rental is charged per day; a weekend rental (Fri–Mon) costs the same as two days. Club members get 10% off.',
            'Die Miete wird pro Tag berechnet; ein Wochenende (Fr–Mo) kostet wie zwei Tage. Clubmitglieder erhalten 10 % Rabatt.',
            'La location est facturée à la journée ; un week-end (ven.–lun.) coûte deux jours. Les membres du club ont 10 % de remise.',
            'Аренда считается посуточно; выходные (пт–пн) стоят как двое суток. Участники клуба получают скидку 10 %.',
          ),
        ],
      },
    ),
  },
  {
    slug: RENTAL_BOOKING_SLUG,
    title: tr(
      'Vuokrausvaraus',
      'Boka hyra',
      'Booking a rental',
      'Verleih buchen',
      'Réserver une location',
      'Бронирование проката',
    ),
    content: html({
      list: [
        tr(
          'Valitse myymälä, josta noudat varusteet, ja vuokra-aika.',
          'Välj butiken där du hämtar utrustningen och hyrperioden.',
          'Choose the store where you collect the gear and the rental period.',
          'Wähle das Geschäft für die Abholung und den Mietzeitraum.',
          'Choisissez le magasin de retrait et la période de location.',
          'Выберите магазин получения и срок аренды.',
        ),
        tr(
          'Varaus vahvistetaan sähköpostilla, ja maksu suoritetaan noudettaessa.',
          'Bokningen bekräftas per e-post och du betalar vid hämtning.',
          'The booking is confirmed by email and paid when you collect the gear.',
          'Die Buchung wird per E-Mail bestätigt und bei Abholung bezahlt.',
          'La réservation est confirmée par e-mail et réglée au retrait.',
          'Бронь подтверждается по почте, оплата при получении.',
        ),
        tr(
          'Palauta varusteet samaan myymälään vuokra-ajan päättyessä.',
          'Lämna tillbaka utrustningen i samma butik när hyrtiden går ut.',
          'Return the gear to the same store when the rental period ends.',
          'Bring die Ausrüstung am Ende der Mietzeit ins selbe Geschäft zurück.',
          'Rapportez le matériel au même magasin à la fin de la location.',
          'Верните снаряжение в тот же магазин по окончании аренды.',
        ),
      ],
    }),
  },
];
