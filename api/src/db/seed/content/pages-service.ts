import { tr } from '../text.js';
import { html } from './html.js';
import type { PageSpec } from './page-types.js';

/** Delivery, returns and payment pages (catalogue §9 return rules). */
export const SERVICE_PAGES: PageSpec[] = [
  {
    slug: 'delivery',
    title: tr(
      'Toimitustavat ja -ajat',
      'Leveranssätt och leveranstider',
      'Delivery options and times',
      'Versandarten und Lieferzeiten',
      'Modes et délais de livraison',
      'Способы и сроки доставки',
    ),
    content: html(
      {
        paragraphs: [
          tr(
            'Varastossa olevat tuotteet lähtevät keskusvarastoltamme Vantaalta yleensä seuraavana arkipäivänä. Tuotesivulla näet jokaisen koon ja värin toimitusajan.',
            'Produkter i lager skickas från vårt centrallager i Vanda oftast nästa vardag. På produktsidan ser du leveranstiden för varje storlek och färg.',
            'Items in stock usually leave our central warehouse in Vantaa on the next business day. The product page shows the delivery time of every size and colour.',
            'Lagernde Artikel verlassen unser Zentrallager in Vantaa in der Regel am nächsten Werktag. Auf der Produktseite siehst du die Lieferzeit jeder Größe und Farbe.',
            'Les articles en stock quittent notre entrepôt de Vantaa généralement le jour ouvré suivant. La fiche produit indique le délai de chaque taille et coloris.',
            'Товары в наличии обычно отправляются с нашего склада в Вантаа на следующий рабочий день. На странице товара указан срок доставки для каждого размера и цвета.',
          ),
        ],
      },
      {
        heading: tr(
          'Toimitustavat Suomessa',
          'Leveranssätt i Finland',
          'Delivery in Finland',
          'Lieferung in Finnland',
          'Livraison en Finlande',
          'Доставка по Финляндии',
        ),
        list: [
          tr(
            'Noutopiste tai pakettiautomaatti 4,90 €, yli 100 €:n tilaukset maksutta',
            'Utlämningsställe eller paketautomat 4,90 €, gratis över 100 €',
            'Pickup point or parcel locker €4.90, free for orders over €100',
            'Abholstation oder Paketautomat 4,90 €, ab 100 € kostenlos',
            'Point relais ou consigne 4,90 €, offert dès 100 €',
            'Пункт выдачи или постамат 4,90 €, бесплатно от 100 €',
          ),
          tr(
            'Kotiinkuljetus 9,90 €',
            'Hemleverans 9,90 €',
            'Home delivery €9.90',
            'Lieferung nach Hause 9,90 €',
            'Livraison à domicile 9,90 €',
            'Доставка на дом 9,90 €',
          ),
          tr(
            'Nouto myymälästä maksutta, Pikanouto jopa kahdessa tunnissa',
            'Hämta i butik gratis, expresshämtning inom två timmar',
            'Free collection in store, express pickup in as little as two hours',
            'Kostenlose Abholung im Geschäft, Expressabholung in zwei Stunden',
            'Retrait gratuit en magasin, retrait express en deux heures',
            'Бесплатный самовывоз из магазина, экспресс-самовывоз за два часа',
          ),
          tr(
            'Polkupyörät ja isot tuotteet rahtina 49 €',
            'Cyklar och stora produkter som frakt 49 €',
            'Bikes and bulky items by freight €49',
            'Fahrräder und sperrige Artikel per Spedition 49 €',
            'Vélos et articles volumineux par transporteur 49 €',
            'Велосипеды и крупные товары грузовой доставкой 49 €',
          ),
        ],
      },
      {
        heading: tr(
          'Ulkomaille',
          'Till utlandet',
          'International delivery',
          'Lieferung ins Ausland',
          'Livraison internationale',
          'Доставка за рубеж',
        ),
        paragraphs: [
          tr(
            'Toimitamme useimpiin Euroopan maihin sekä Yhdysvaltoihin, Kanadaan ja Japaniin. Toimitus maksaa 19,90 € ja on maksuton yli 250 €:n tilauksille. EU:n ulkopuolelle lähetettäessä vastaanottaja maksaa mahdolliset tullit ja verot.',
            'Vi levererar till de flesta europeiska länder samt till USA, Kanada och Japan. Leveransen kostar 19,90 € och är gratis över 250 €. Vid leverans utanför EU betalar mottagaren eventuella tullar och skatter.',
            'We deliver to most European countries and to the United States, Canada and Japan. Delivery costs €19.90 and is free for orders over €250. Outside the EU the recipient pays any duties and local taxes.',
            'Wir liefern in die meisten Länder Europas sowie in die USA, nach Kanada und Japan. Der Versand kostet 19,90 € und ist ab 250 € kostenlos. Außerhalb der EU trägt der Empfänger etwaige Zölle und Steuern.',
            'Nous livrons la plupart des pays européens ainsi que les États-Unis, le Canada et le Japon. La livraison coûte 19,90 € et est offerte dès 250 €. Hors UE, les droits et taxes locales sont à la charge du destinataire.',
            'Мы доставляем в большинство стран Европы, а также в США, Канаду и Японию. Доставка стоит 19,90 € и бесплатна при заказе от 250 €. За пределами ЕС пошлины и местные налоги оплачивает получатель.',
          ),
        ],
      },
    ),
  },
  {
    slug: 'returns',
    title: tr(
      'Palautukset ja vaihdot',
      'Returer och byten',
      'Returns and exchanges',
      'Rücksendungen und Umtausch',
      'Retours et échanges',
      'Возврат и обмен',
    ),
    content: html(
      {
        paragraphs: [
          tr(
            'Käyttämättömillä tuotteilla on 100 päivän palautusoikeus. Palauta tuote alkuperäisessä pakkauksessaan ja hintalaput kiinnitettyinä.',
            'Oanvända produkter har 100 dagars returrätt. Returnera produkten i originalförpackningen med prislappar kvar.',
            'Unused products can be returned within 100 days. Return the product in its original packaging with the tags attached.',
            'Unbenutzte Produkte kannst du innerhalb von 100 Tagen zurückgeben – in der Originalverpackung und mit Etiketten.',
            'Les produits non utilisés peuvent être retournés sous 100 jours, dans leur emballage d’origine avec les étiquettes.',
            'Неиспользованные товары можно вернуть в течение 100 дней в оригинальной упаковке с ярлыками.',
          ),
        ],
      },
      {
        heading: tr(
          'Näin palautus etenee',
          'Så går returen till',
          'How a return works',
          'So funktioniert die Rücksendung',
          'Comment se passe un retour',
          'Как оформить возврат',
        ),
        list: [
          tr(
            'Tee palautusilmoitus tililläsi tai myymälässä.',
            'Gör en returanmälan på ditt konto eller i butik.',
            'Register the return in your account or in a store.',
            'Melde die Rücksendung im Kundenkonto oder im Geschäft an.',
            'Déclarez le retour dans votre compte ou en magasin.',
            'Оформите возврат в личном кабинете или в магазине.',
          ),
          tr(
            'Palautusmaksu vähennetään hyvityksestä.',
            'Returavgiften dras av från återbetalningen.',
            'The return fee is deducted from the refund.',
            'Die Rücksendegebühr wird von der Erstattung abgezogen.',
            'Les frais de retour sont déduits du remboursement.',
            'Стоимость возврата вычитается из суммы возмещения.',
          ),
          tr(
            'Hyvitys maksetaan 1–5 päivän kuluessa peruutuksen käsittelystä.',
            'Återbetalningen görs inom 1–5 dagar efter att annulleringen behandlats.',
            'The refund is paid 1–5 days after the cancellation is processed.',
            'Die Erstattung erfolgt 1–5 Tage nach Bearbeitung der Stornierung.',
            'Le remboursement intervient 1 à 5 jours après le traitement de l’annulation.',
            'Деньги возвращаются в течение 1–5 дней после обработки отмены.',
          ),
          tr(
            'Vaihtotuote varataan sinulle kolmeksi viikoksi; jos palautusta ei saavu, varaus vapautuu.',
            'Bytesprodukten reserveras i tre veckor; kommer returen inte fram släpps reservationen.',
            'An exchange item is reserved for three weeks; if the return does not arrive, it is released.',
            'Ein Umtauschartikel wird drei Wochen reserviert; trifft die Rücksendung nicht ein, wird er freigegeben.',
            'Un article d’échange est réservé trois semaines ; sans retour reçu, la réservation est levée.',
            'Товар для обмена резервируется на три недели; если возврат не поступит, резерв снимается.',
          ),
        ],
      },
    ),
  },
  {
    slug: 'payment-methods',
    title: tr(
      'Maksutavat',
      'Betalningssätt',
      'Payment methods',
      'Zahlungsarten',
      'Moyens de paiement',
      'Способы оплаты',
    ),
    content: html({
      paragraphs: [
        tr(
          'Voit maksaa tilauksesi korttimaksulla, mobiililompakolla tai jälkimaksulla. Jälkimaksulla voit maksaa laskulla 14 päivän kuluessa tai erissä.',
          'Du kan betala med kort, mobil plånbok eller faktura. Med faktura kan du betala inom 14 dagar eller dela upp betalningen.',
          'You can pay by card, with a mobile wallet or later by invoice. With pay later you can pay within 14 days or in instalments.',
          'Du kannst mit Karte, mobiler Wallet oder später per Rechnung zahlen – innerhalb von 14 Tagen oder in Raten.',
          'Vous pouvez payer par carte, avec un portefeuille mobile ou plus tard sur facture, sous 14 jours ou en plusieurs fois.',
          'Оплатить заказ можно картой, мобильным кошельком или позже по счёту – в течение 14 дней или частями.',
        ),
        tr(
          'Kaikki maksut käsitellään salattuina, eikä korttitietojasi tallenneta meille.',
          'Alla betalningar är krypterade och dina kortuppgifter sparas inte hos oss.',
          'All payments are encrypted and your card details are never stored by us.',
          'Alle Zahlungen sind verschlüsselt, deine Kartendaten speichern wir nicht.',
          'Tous les paiements sont chiffrés et nous ne conservons pas vos données de carte.',
          'Все платежи шифруются, данные карты у нас не хранятся.',
        ),
      ],
    }),
  },
];
