import { tr } from '../text.js';
import { html } from './html.js';
import type { PageSpec } from './page-types.js';

/** The repair service the mobile menu's circular-economy section links to (`/repair-service/`). */
export const REPAIR_PAGES: PageSpec[] = [
  {
    slug: 'repair-service',
    title: tr(
      'Korjauspalvelu',
      'Reparationsservice',
      'Repair service',
      'Reparaturservice',
      'Service de réparation',
      'Ремонтная служба',
    ),
    content: html(
      {
        paragraphs: [
          tr(
            'Korjattu varuste on kestävin valinta. Huollamme sukset ja monot sekä korjaamme retkivarusteita myymälöidemme huoltopisteissä.',
            'Reparerad utrustning är det hållbaraste valet. Vi servar skidor och pjäxor och reparerar friluftsutrustning i våra butikers serviceställen.',
            'Repaired gear is the most sustainable choice. Our stores’ service points service skis and boots and repair outdoor gear.',
            'Reparierte Ausrüstung ist die nachhaltigste Wahl. In den Servicepunkten unserer Geschäfte warten wir Ski und Schuhe und reparieren Outdoor-Ausrüstung.',
            'Un équipement réparé est le choix le plus durable. Les ateliers de nos magasins entretiennent skis et chaussures et réparent le matériel outdoor.',
            'Отремонтированное снаряжение – самый экологичный выбор. В сервисных пунктах наших магазинов обслуживают лыжи и ботинки и ремонтируют туристическое снаряжение.',
          ),
        ],
      },
      {
        heading: tr(
          'Mitä korjaamme',
          'Vad vi reparerar',
          'What we repair',
          'Was wir reparieren',
          'Ce que nous réparons',
          'Что мы ремонтируем',
        ),
        list: [
          tr(
            'Suksien pohjakorjaus, kanttien teroitus ja voitelu',
            'Sulreparation, slipning av stålkanter och vallning',
            'Base repair, edge sharpening and waxing of skis',
            'Belagsreparatur, Kantenschliff und Wachsen von Ski',
            'Réparation de semelle, affûtage des carres et fartage',
            'Ремонт скользящей поверхности, заточка кантов и смазка лыж',
          ),
          tr(
            'Monojen lämpömuotoilu ja sovitus',
            'Värmeformning och anpassning av pjäxor',
            'Heat-moulding and fitting of ski boots',
            'Thermoformen und Anpassen von Skischuhen',
            'Thermoformage et ajustement des chaussures de ski',
            'Термоформовка и подгонка горнолыжных ботинок',
          ),
          tr(
            'Vetoketjut, saumat ja paikkaukset takkeihin, housuihin ja telttoihin',
            'Dragkedjor, sömmar och lagningar av jackor, byxor och tält',
            'Zips, seams and patches for jackets, trousers and tents',
            'Reißverschlüsse, Nähte und Flicken für Jacken, Hosen und Zelte',
            'Fermetures éclair, coutures et pièces pour vestes, pantalons et tentes',
            'Молнии, швы и заплаты для курток, брюк и палаток',
          ),
        ],
      },
      {
        heading: tr(
          'Näin se toimii',
          'Så går det till',
          'How it works',
          'So funktioniert es',
          'Comment ça marche',
          'Как это работает',
        ),
        paragraphs: [
          tr(
            'Tuo varuste mihin tahansa myymäläämme. Saat hinta-arvion paikan päällä ja ilmoituksen, kun korjaus on valmis. Takuuasiat hoidetaan reklamaatiolomakkeella.',
            'Lämna utrustningen i vilken av våra butiker som helst. Du får en prisuppskattning direkt och besked när reparationen är klar. Garantiärenden sköts med reklamationsformuläret.',
            'Bring your gear to any of our stores. You get an estimate on the spot and a message when the repair is done. Warranty matters go through the complaint form.',
            'Bring deine Ausrüstung in eines unserer Geschäfte. Du erhältst sofort einen Kostenvoranschlag und eine Nachricht, wenn die Reparatur fertig ist. Garantiefälle laufen über das Reklamationsformular.',
            'Apportez votre matériel dans l’un de nos magasins. Vous recevez un devis sur place et un message quand la réparation est terminée. Les questions de garantie passent par le formulaire de réclamation.',
            'Принесите снаряжение в любой наш магазин. Вы сразу получите оценку стоимости и сообщение, когда ремонт будет готов. Гарантийные случаи оформляются через форму рекламации.',
          ),
        ],
      },
    ),
  },
];
