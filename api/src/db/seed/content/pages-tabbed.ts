import { CUSTOMER_SERVICE_EMAILS } from '@shop/shared-contracts';
import { tr } from '../text.js';
import { html } from './html.js';
import type { PageSpec } from './page-types.js';

const p = (...texts: Parameters<typeof tr>) => html({ paragraphs: [tr(...texts)] });

/** Tabbed pages (platform §2): customer service with nested FAQ tabs, corporate, about us. */
export const TABBED_PAGES: PageSpec[] = [
  {
    slug: 'customer-service',
    title: tr(
      'Asiakaspalvelu',
      'Kundservice',
      'Customer service',
      'Kundenservice',
      'Service client',
      'Служба поддержки',
    ),
    content: p(
      'Autamme arkisin klo 8–20.',
      'Vi hjälper dig vardagar kl. 8–20.',
      'We are here to help on business days 8–20.',
      'Wir helfen werktags von 8 bis 20 Uhr.',
      'Nous vous aidons en semaine de 8 h à 20 h.',
      'Мы работаем по будням с 8 до 20.',
    ),
    tabs: [
      {
        slug: 'contact',
        title: tr('Yhteystiedot', 'Kontakt', 'Contact', 'Kontakt', 'Contact', 'Контакты'),
        content: p(
          `Tavoitat meidät chatissa arkisin klo 8–20, sähköpostilla ${CUSTOMER_SERVICE_EMAILS.fi} ja puhelimitse 010 555 1000.`,
          `Du når oss i chatten vardagar 8–20, via e-post ${CUSTOMER_SERVICE_EMAILS.sv} och på telefon +358 10 555 1000.`,
          `Reach us by chat on business days 8–20, by email at ${CUSTOMER_SERVICE_EMAILS.en} or by phone on +358 10 555 1000.`,
          `Du erreichst uns werktags 8–20 Uhr im Chat, per E-Mail an ${CUSTOMER_SERVICE_EMAILS.de} oder unter +358 10 555 1000.`,
          `Contactez-nous par chat en semaine de 8 h à 20 h, par e-mail à ${CUSTOMER_SERVICE_EMAILS.fr} ou au +358 10 555 1000.`,
          `Связаться с нами можно в чате по будням с 8 до 20, по почте ${CUSTOMER_SERVICE_EMAILS.ru} или по телефону +358 10 555 1000.`,
        ),
      },
      {
        slug: 'faq',
        title: tr(
          'Usein kysyttyä',
          'Vanliga frågor',
          'FAQ',
          'Häufige Fragen',
          'Questions fréquentes',
          'Частые вопросы',
        ),
        content: p(
          'Valitse aihe.',
          'Välj ett ämne.',
          'Choose a topic.',
          'Wähle ein Thema.',
          'Choisissez un sujet.',
          'Выберите тему.',
        ),
        children: [
          {
            slug: 'orders',
            title: tr(
              'Tilaukset',
              'Beställningar',
              'Orders',
              'Bestellungen',
              'Commandes',
              'Заказы',
            ),
            content: p(
              'Saat tilausvahvistuksen sähköpostiisi heti tilauksen jälkeen. Tilauksen tilan näet tililtäsi tai tilausnumerolla.',
              'Du får en orderbekräftelse per e-post direkt. Orderstatus ser du på ditt konto eller med ordernumret.',
              'You get an order confirmation by email straight away. Track the status in your account or with the order number.',
              'Du erhältst sofort eine Bestellbestätigung per E-Mail. Den Status siehst du im Konto oder mit der Bestellnummer.',
              'Vous recevez immédiatement une confirmation par e-mail. Suivez la commande dans votre compte ou avec son numéro.',
              'Подтверждение заказа приходит на почту сразу. Статус можно посмотреть в кабинете или по номеру заказа.',
            ),
          },
          {
            slug: 'delivery',
            title: tr('Toimitus', 'Leverans', 'Delivery', 'Lieferung', 'Livraison', 'Доставка'),
            content: p(
              'Varastossa olevat tuotteet lähtevät seuraavana arkipäivänä. Saat seurantakoodin, kun paketti lähtee.',
              'Produkter i lager skickas nästa vardag. Du får en spårningskod när paketet skickas.',
              'In-stock items ship on the next business day. You get a tracking code when the parcel leaves.',
              'Lagernde Artikel versenden wir am nächsten Werktag. Du erhältst eine Sendungsnummer.',
              'Les articles en stock partent le jour ouvré suivant. Vous recevez un numéro de suivi.',
              'Товары в наличии отправляются на следующий рабочий день. Вы получите трек-номер.',
            ),
          },
          {
            slug: 'returns',
            title: tr('Palautukset', 'Returer', 'Returns', 'Rücksendungen', 'Retours', 'Возвраты'),
            content: p(
              'Käyttämättömillä tuotteilla on 100 päivän palautusoikeus.',
              'Oanvända produkter har 100 dagars returrätt.',
              'Unused products have a 100-day return period.',
              'Für unbenutzte Produkte gilt ein Rückgaberecht von 100 Tagen.',
              'Les produits non utilisés peuvent être retournés sous 100 jours.',
              'Неиспользованные товары можно вернуть в течение 100 дней.',
            ),
          },
        ],
      },
      {
        slug: 'complaints',
        title: tr(
          'Reklamaatiot',
          'Reklamationer',
          'Complaints',
          'Reklamationen',
          'Réclamations',
          'Рекламации',
        ),
        content: p(
          'Tee reklamaatio reklamaatiolomakkeella ja liitä mukaan kuva viasta sekä kuitti.',
          'Gör en reklamation via formuläret och bifoga en bild på felet och kvittot.',
          'File a complaint with the complaint form and attach a photo of the fault and the receipt.',
          'Reiche die Reklamation über das Formular ein und hänge ein Foto des Mangels und den Beleg an.',
          'Déposez votre réclamation via le formulaire avec une photo du défaut et le reçu.',
          'Оформите рекламацию через форму, приложив фото дефекта и чек.',
        ),
      },
    ],
  },
  {
    slug: 'corporate',
    title: tr(
      'Yritysmyynti',
      'Företagsförsäljning',
      'Corporate sales',
      'Firmenkunden',
      'Ventes aux entreprises',
      'Продажи компаниям',
    ),
    content: p(
      'Ratkaisuja yrityksille.',
      'Lösningar för företag.',
      'Solutions for companies.',
      'Lösungen für Unternehmen.',
      'Des solutions pour les entreprises.',
      'Решения для компаний.',
    ),
    tabs: [
      {
        slug: 'business-gifts',
        title: tr(
          'Lahjakampanjat',
          'Gåvokampanjer',
          'Gift campaigns',
          'Geschenkaktionen',
          'Campagnes cadeaux',
          'Подарочные кампании',
        ),
        content: p(
          'Yrityksesi ostaa lunastuskoodit valitsemaansa lahjakategoriaan, ja henkilöstö valitsee lahjansa itse verkossa.',
          'Ditt företag köper inlösenkoder till en gåvokategori och personalen väljer själv sin gåva online.',
          'Your company buys redemption codes for a gift category and staff choose their own gift online.',
          'Dein Unternehmen kauft Einlösecodes für eine Geschenkkategorie, die Mitarbeitenden wählen online selbst.',
          'Votre entreprise achète des codes pour une catégorie de cadeaux et chacun choisit son cadeau en ligne.',
          'Компания покупает коды для категории подарков, а сотрудники сами выбирают подарок онлайн.',
        ),
      },
      {
        slug: 'invoicing',
        title: tr('Laskutus', 'Fakturering', 'Invoicing', 'Rechnung', 'Facturation', 'Счета'),
        content: p(
          'Yritysasiakkaana voit maksaa verkkolaskulla. Tarvitsemme yrityksen nimen ja ALV-numeron.',
          'Som företagskund kan du betala med e-faktura. Vi behöver företagets namn och momsnummer.',
          'Corporate customers can pay by e-invoice. We need the company name and VAT number.',
          'Firmenkunden zahlen per E-Rechnung. Wir benötigen Firmenname und USt-IdNr.',
          'Les entreprises peuvent payer par facture électronique. Nous avons besoin du nom et du numéro de TVA.',
          'Компании могут оплачивать электронным счётом. Нужны название компании и номер плательщика НДС.',
        ),
      },
    ],
  },
];
