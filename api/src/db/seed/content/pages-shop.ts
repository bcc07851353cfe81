import { routeHref } from '@shop/shared-contracts';
import { mapI18n, tr } from '../text.js';
import { html } from './html.js';
import type { PageSpec } from './page-types.js';

/** Club, express pickup, gift card, sustainability and legal pages. */
export const SHOP_PAGES: PageSpec[] = [
  {
    slug: 'club',
    title: tr(
      'Kanta-asiakasklubi',
      'Kundklubben',
      'Customer club',
      'Kundenclub',
      'Club clients',
      'Клуб покупателей',
    ),
    content: html({
      paragraphs: [
        tr(
          'Klubin jäsenyys on maksuton. Jäsenenä näet klubihinnat, keräät ostoistasi etuja ja saat tiedon kampanjoista ensimmäisten joukossa.',
          'Medlemskapet i klubben är gratis. Som medlem ser du klubbpriser, samlar förmåner och får veta om kampanjer först.',
          'Club membership is free. Members see club prices, collect benefits from their purchases and hear about campaigns first.',
          'Die Clubmitgliedschaft ist kostenlos. Mitglieder sehen Clubpreise, sammeln Vorteile und erfahren als Erste von Aktionen.',
          'L’adhésion au club est gratuite. Les membres voient les prix club, cumulent des avantages et sont informés des offres en premier.',
          'Членство в клубе бесплатное. Участники видят клубные цены, получают бонусы за покупки и первыми узнают об акциях.',
        ),
        // Issue 12: the sign-up form, at its localised path in each language.
        mapI18n(
          tr(
            'Liity klubiin',
            'Gå med i klubben',
            'Join the club',
            'Dem Club beitreten',
            'Rejoindre le club',
            'Вступить в клуб',
          ),
          (text, lang) => `<a href="${routeHref('join-club', lang)}">${text}</a>`,
        ),
      ],
      list: [
        tr(
          'Klubihinnat valituista tuotteista',
          'Klubbpriser på utvalda produkter',
          'Club prices on selected products',
          'Clubpreise auf ausgewählte Produkte',
          'Prix club sur une sélection de produits',
          'Клубные цены на избранные товары',
        ),
        tr(
          'Ostohistoria ja kuitit tililläsi',
          'Köphistorik och kvitton på ditt konto',
          'Purchase history and receipts in your account',
          'Kaufhistorie und Belege im Konto',
          'Historique d’achats et reçus dans votre compte',
          'История покупок и чеки в личном кабинете',
        ),
        tr(
          'Toivelista ja tuotearvioiden äänestys',
          'Önskelista och röstning på recensioner',
          'Wishlist and voting on reviews',
          'Wunschliste und Bewertungen abstimmen',
          'Liste d’envies et vote sur les avis',
          'Список желаний и голосование за отзывы',
        ),
      ],
    }),
  },
  {
    slug: 'pikanouto',
    title: tr(
      'Pikanouto',
      'Expresshämtning',
      'Express pickup',
      'Expressabholung',
      'Retrait express',
      'Экспресс-самовывоз',
    ),
    content: html({
      paragraphs: [
        tr(
          'Pikanoudolla saat myymälässä hyllyssä olevan tuotteen noudettavaksi jopa kahdessa tunnissa. Saat tekstiviestin, kun tilauksesi on valmiina.',
          'Med expresshämtning kan du hämta en produkt som finns i butiken inom två timmar. Du får ett sms när ordern är klar.',
          'With express pickup a product on a store shelf is ready for you in as little as two hours. We text you when your order is ready.',
          'Mit der Expressabholung liegt ein Artikel aus dem Geschäft schon nach zwei Stunden für dich bereit. Du bekommst eine SMS.',
          'Avec le retrait express, un article disponible en magasin est prêt en deux heures. Vous recevez un SMS quand la commande est prête.',
          'Экспресс-самовывоз: товар из магазина будет готов уже через два часа. Мы пришлём SMS, когда заказ будет собран.',
        ),
      ],
    }),
  },
  {
    slug: 'gift-card-terms',
    title: tr(
      'Lahjakorttien ehdot',
      'Villkor för presentkort',
      'Gift card terms',
      'Bedingungen für Geschenkkarten',
      'Conditions des cartes cadeaux',
      'Условия подарочных карт',
    ),
    content: html({
      paragraphs: [
        tr(
          'Lahjakortti on voimassa kaksi vuotta ostopäivästä, ja sen voi käyttää verkkokaupassa ja myymälöissä. Lahjakorttia ei voi vaihtaa rahaksi.',
          'Presentkortet gäller i två år från köpdagen i webbutiken och i butikerna. Det kan inte lösas in mot kontanter.',
          'A gift card is valid for two years from purchase, online and in our stores. It cannot be exchanged for cash.',
          'Die Geschenkkarte gilt zwei Jahre ab Kauf, online und in unseren Geschäften. Eine Barauszahlung ist nicht möglich.',
          'La carte cadeau est valable deux ans à compter de l’achat, en ligne et en magasin. Elle n’est pas échangeable contre de l’argent.',
          'Подарочная карта действует два года с даты покупки онлайн и в магазинах. Обмен на деньги невозможен.',
        ),
      ],
    }),
  },
  {
    slug: 'terms',
    title: tr(
      'Toimitusehdot',
      'Köpvillkor',
      'Terms of sale',
      'Allgemeine Geschäftsbedingungen',
      'Conditions générales de vente',
      'Условия продажи',
    ),
    content: html(
      {
        heading: tr('Hinnat', 'Priser', 'Prices', 'Preise', 'Prix', 'Цены'),
        paragraphs: [
          tr(
            'Hinnat sisältävät arvonlisäveron toimitusmaan mukaan. Toimituskulut näytetään kassalla ennen maksamista.',
            'Priserna inkluderar moms enligt leveranslandet. Fraktkostnaden visas i kassan innan du betalar.',
            'Prices include VAT of the delivery country. Delivery costs are shown at checkout before you pay.',
            'Die Preise enthalten die Mehrwertsteuer des Lieferlandes. Versandkosten siehst du vor dem Bezahlen.',
            'Les prix incluent la TVA du pays de livraison. Les frais de port s’affichent avant le paiement.',
            'Цены включают НДС страны доставки. Стоимость доставки показывается до оплаты.',
          ),
        ],
      },
      {
        heading: tr(
          'Reklamaatiot',
          'Reklamationer',
          'Complaints',
          'Reklamationen',
          'Réclamations',
          'Рекламации',
        ),
        paragraphs: [
          tr(
            'Jos tuotteessa on virhe, tee reklamaatio lomakkeella. Käsittelemme reklamaatiot valmistajan kanssa ja ilmoitamme ratkaisusta sähköpostitse.',
            'Om produkten är felaktig, gör en reklamation via formuläret. Vi behandlar den med tillverkaren och meddelar beslutet per e-post.',
            'If a product is faulty, file a complaint with the form. We handle it with the manufacturer and email you the decision.',
            'Ist ein Produkt mangelhaft, reiche eine Reklamation über das Formular ein. Wir klären sie mit dem Hersteller und informieren dich per E-Mail.',
            'Si un produit est défectueux, déposez une réclamation via le formulaire. Nous la traitons avec le fabricant et vous informons par e-mail.',
            'Если товар неисправен, оформите рекламацию через форму. Мы рассмотрим её с производителем и сообщим решение по электронной почте.',
          ),
        ],
      },
    ),
  },
  {
    slug: 'privacy',
    title: tr(
      'Tietosuojaseloste',
      'Dataskyddsbeskrivning',
      'Privacy policy',
      'Datenschutzerklärung',
      'Politique de confidentialité',
      'Политика конфиденциальности',
    ),
    content: html({
      paragraphs: [
        tr(
          'Käsittelemme henkilötietojasi tilausten toimittamiseen, asiakaspalveluun ja klubin etuihin. Markkinointiin käytämme tietoja vain suostumuksellasi.',
          'Vi behandlar dina personuppgifter för leveranser, kundservice och klubbförmåner. För marknadsföring endast med ditt samtycke.',
          'We process your personal data to deliver orders, provide customer service and run club benefits. Marketing only with your consent.',
          'Wir verarbeiten deine Daten für Lieferungen, Kundenservice und Clubvorteile. Für Werbung nur mit deiner Einwilligung.',
          'Nous traitons vos données pour livrer vos commandes, le service client et les avantages du club. Le marketing uniquement avec votre accord.',
          'Мы обрабатываем ваши данные для доставки заказов, обслуживания и клубных привилегий. Для рекламы – только с вашего согласия.',
        ),
      ],
    }),
  },
  {
    slug: 'sustainability',
    title: tr(
      'Vastuullisuus',
      'Hållbarhet',
      'Sustainability',
      'Nachhaltigkeit',
      'Responsabilité',
      'Ответственность',
    ),
    content: html({
      paragraphs: [
        tr(
          'Vastuullisemmin ulkona -merkintä kertoo tuotteista, joissa on kierrätettyjä materiaaleja, PFC-vapaa käsittely tai vastuullisesti tuotettu untuva. Korjaamme, huollamme ja myymme käytettyä, jotta varusteet kestävät pidempään.',
          'Märkningen Mer ansvarsfullt ute visar produkter med återvunnet material, PFC-fri behandling eller ansvarsfullt dun. Vi reparerar, servar och säljer begagnat så att utrustningen håller längre.',
          'The Outdoors more responsibly label marks products with recycled materials, PFC-free treatments or responsibly sourced down. We repair, service and resell gear so it lasts longer.',
          'Das Label „Verantwortungsvoller draußen“ kennzeichnet Produkte mit recycelten Materialien, PFC-freier Imprägnierung oder verantwortungsvollen Daunen. Wir reparieren, warten und verkaufen gebraucht.',
          'Le label « Dehors, plus responsable » signale les produits en matières recyclées, sans PFC ou en duvet responsable. Nous réparons, entretenons et revendons l’occasion.',
          'Метка «Ответственнее на природе» отмечает товары из переработанных материалов, с пропиткой без PFC или с ответственным пухом. Мы ремонтируем, обслуживаем и продаём б/у.',
        ),
      ],
    }),
  },
];
