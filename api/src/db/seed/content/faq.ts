import type { I18n } from '../../schema.js';
import { tr } from '../text.js';

/** A FAQ question; `answer` is plain text, wrapped in a paragraph when inserted. */
export interface FaqQuestionSpec {
  question: I18n;
  answer: I18n;
  isFeatured?: boolean;
}

export interface FaqCategorySpec {
  slug: string;
  title: I18n;
  questions: FaqQuestionSpec[];
}

/** The FAQ (platform §2 /faq/), by topic in display order. */
export const FAQ: FaqCategorySpec[] = [
  {
    slug: 'orders',
    title: tr('Tilaukset', 'Beställningar', 'Orders', 'Bestellungen', 'Commandes', 'Заказы'),
    questions: [
      {
        isFeatured: true,
        question: tr(
          'Miten näen tilaukseni tilan?',
          'Hur ser jag status för min beställning?',
          'How can I see the status of my order?',
          'Wie sehe ich den Status meiner Bestellung?',
          'Comment suivre ma commande ?',
          'Как узнать статус заказа?',
        ),
        answer: tr(
          'Kirjaudu tilillesi ja avaa tilaushistoria, tai avaa tilausvahvistuksen linkki. Saat sähköpostin, kun tilaus lähtee varastolta.',
          'Logga in och öppna orderhistoriken, eller öppna länken i orderbekräftelsen. Du får ett e-postmeddelande när ordern skickas.',
          'Log in and open your order history, or follow the link in the order confirmation. We email you when the order leaves the warehouse.',
          'Melde dich an und öffne den Bestellverlauf oder folge dem Link in der Bestellbestätigung. Wir schreiben dir, sobald die Bestellung das Lager verlässt.',
          'Connectez-vous et ouvrez l’historique, ou suivez le lien de la confirmation. Nous vous écrivons quand la commande quitte l’entrepôt.',
          'Войдите в аккаунт и откройте историю заказов или перейдите по ссылке из подтверждения. Мы напишем, когда заказ покинет склад.',
        ),
      },
      {
        question: tr(
          'Voinko muuttaa tai perua tilauksen?',
          'Kan jag ändra eller avbeställa?',
          'Can I change or cancel an order?',
          'Kann ich eine Bestellung ändern oder stornieren?',
          'Puis-je modifier ou annuler une commande ?',
          'Можно ли изменить или отменить заказ?',
        ),
        answer: tr(
          'Ota yhteyttä asiakaspalveluun mahdollisimman pian. Ennen lähetystä voimme muuttaa tai perua tilauksen; lähetetyn tilauksen voit palauttaa.',
          'Kontakta kundservice så snart som möjligt. Före leverans kan vi ändra eller annullera ordern; en skickad order kan returneras.',
          'Contact customer service as soon as you can. Before dispatch we can change or cancel the order; a dispatched order can be returned.',
          'Kontaktiere den Kundenservice so bald wie möglich. Vor dem Versand können wir ändern oder stornieren; eine versandte Bestellung kannst du zurücksenden.',
          'Contactez le service client au plus vite. Avant l’expédition nous pouvons modifier ou annuler ; une commande expédiée peut être retournée.',
          'Свяжитесь со службой поддержки как можно скорее. До отправки мы можем изменить или отменить заказ; отправленный заказ можно вернуть.',
        ),
      },
    ],
  },
  {
    slug: 'delivery',
    title: tr('Toimitus', 'Leverans', 'Delivery', 'Lieferung', 'Livraison', 'Доставка'),
    questions: [
      {
        isFeatured: true,
        question: tr(
          'Kuinka nopeasti tilaus toimitetaan?',
          'Hur snabbt levereras beställningen?',
          'How quickly is my order delivered?',
          'Wie schnell wird geliefert?',
          'Quel est le délai de livraison ?',
          'Как быстро доставят заказ?',
        ),
        answer: tr(
          'Varastossa olevat tuotteet lähtevät yleensä seuraavana arkipäivänä ja ovat perillä Suomessa 1–3 arkipäivässä. Tuotesivu näyttää jokaisen koon toimitusajan.',
          'Produkter i lager skickas oftast nästa vardag och är framme i Finland inom 1–3 vardagar. Produktsidan visar leveranstiden för varje storlek.',
          'Items in stock usually ship on the next business day and arrive within 1–3 business days in Finland. The product page shows the delivery time of each size.',
          'Lagernde Artikel gehen meist am nächsten Werktag raus und sind in Finnland nach 1–3 Werktagen da. Die Produktseite zeigt die Lieferzeit jeder Größe.',
          'Les articles en stock partent en général le jour ouvré suivant et arrivent en 1 à 3 jours en Finlande. La fiche produit indique le délai de chaque taille.',
          'Товары в наличии обычно отправляются на следующий рабочий день и приходят по Финляндии за 1–3 рабочих дня. Срок для каждого размера указан на странице товара.',
        ),
      },
      {
        question: tr(
          'Mitä Pikanouto tarkoittaa?',
          'Vad är expresshämtning?',
          'What is express pickup?',
          'Was ist Expressabholung?',
          'Qu’est-ce que le retrait express ?',
          'Что такое экспресс-самовывоз?',
        ),
        answer: tr(
          'Myymälän hyllyssä oleva tuote kerätään sinulle noudettavaksi jopa kahdessa tunnissa. Saat tekstiviestin, kun tilaus on valmis.',
          'En produkt som finns i butiken plockas åt dig inom två timmar. Du får ett sms när ordern är klar.',
          'An item on a store shelf is picked for you in as little as two hours. We text you when it is ready.',
          'Ein Artikel aus dem Geschäft liegt schon nach zwei Stunden für dich bereit. Du bekommst eine SMS, wenn er fertig ist.',
          'Un article disponible en magasin est préparé en deux heures. Vous recevez un SMS quand il est prêt.',
          'Товар с полки магазина соберут уже за два часа. Мы пришлём SMS, когда заказ будет готов.',
        ),
      },
      {
        question: tr(
          'Toimitatteko ulkomaille?',
          'Levererar ni utomlands?',
          'Do you deliver abroad?',
          'Liefert ihr ins Ausland?',
          'Livrez-vous à l’étranger ?',
          'Вы доставляете за границу?',
        ),
        answer: tr(
          'Kyllä, useimpiin Euroopan maihin sekä Yhdysvaltoihin, Kanadaan ja Japaniin. Valitse toimitusmaa sivun yläreunasta nähdäksesi hinnat ja toimitusajat.',
          'Ja, till de flesta europeiska länder samt USA, Kanada och Japan. Välj leveransland högst upp för priser och leveranstider.',
          'Yes, to most European countries and to the United States, Canada and Japan. Choose the delivery country at the top of the page to see prices and times.',
          'Ja, in die meisten Länder Europas sowie in die USA, nach Kanada und Japan. Wähle oben das Lieferland, um Preise und Zeiten zu sehen.',
          'Oui, dans la plupart des pays européens, aux États-Unis, au Canada et au Japon. Choisissez le pays de livraison en haut de page.',
          'Да, в большинство стран Европы, а также в США, Канаду и Японию. Выберите страну доставки вверху страницы, чтобы увидеть цены и сроки.',
        ),
      },
    ],
  },
  {
    slug: 'returns',
    title: tr('Palautukset', 'Returer', 'Returns', 'Rücksendungen', 'Retours', 'Возвраты'),
    questions: [
      {
        isFeatured: true,
        question: tr(
          'Kuinka kauan minulla on aikaa palauttaa tuote?',
          'Hur länge har jag på mig att returnera?',
          'How long do I have to return a product?',
          'Wie lange kann ich zurückgeben?',
          'De combien de temps je dispose pour retourner un produit ?',
          'Сколько времени есть на возврат?',
        ),
        answer: tr(
          'Käyttämättömillä tuotteilla on 100 päivän palautusoikeus. Palauta tuote alkuperäisessä pakkauksessaan hintalaput kiinnitettyinä.',
          'Oanvända produkter har 100 dagars returrätt. Returnera i originalförpackningen med prislappar kvar.',
          'Unused products can be returned within 100 days, in their original packaging with the tags attached.',
          'Unbenutzte Produkte kannst du innerhalb von 100 Tagen zurückgeben, in der Originalverpackung mit Etiketten.',
          'Les produits non utilisés peuvent être retournés sous 100 jours, dans leur emballage d’origine avec les étiquettes.',
          'Неиспользованные товары можно вернуть в течение 100 дней в оригинальной упаковке с ярлыками.',
        ),
      },
      {
        question: tr(
          'Milloin saan rahani takaisin?',
          'När får jag tillbaka pengarna?',
          'When do I get my money back?',
          'Wann bekomme ich mein Geld zurück?',
          'Quand serai-je remboursé ?',
          'Когда вернут деньги?',
        ),
        answer: tr(
          'Hyvitys maksetaan 1–5 päivän kuluessa siitä, kun palautus on käsitelty. Palautusmaksu vähennetään hyvityksestä.',
          'Återbetalningen görs inom 1–5 dagar efter att returen behandlats. Returavgiften dras av.',
          'The refund is paid 1–5 days after the return has been processed. The return fee is deducted from it.',
          'Die Erstattung erfolgt 1–5 Tage nach Bearbeitung der Rücksendung. Die Rücksendegebühr wird abgezogen.',
          'Le remboursement intervient 1 à 5 jours après le traitement du retour, frais de retour déduits.',
          'Деньги возвращаются в течение 1–5 дней после обработки возврата, за вычетом стоимости возврата.',
        ),
      },
      {
        question: tr(
          'Tuotteessa on vika. Mitä teen?',
          'Produkten är trasig. Vad gör jag?',
          'My product is faulty. What do I do?',
          'Mein Produkt ist defekt. Was tun?',
          'Mon produit est défectueux. Que faire ?',
          'Товар неисправен. Что делать?',
        ),
        answer: tr(
          'Tee reklamaatio reklamaatiolomakkeella tai myymälässä. Käsittelemme sen valmistajan kanssa ja kerromme ratkaisusta sähköpostitse.',
          'Gör en reklamation via formuläret eller i butik. Vi behandlar den med tillverkaren och meddelar beslutet per e-post.',
          'File a complaint with the complaint form or in a store. We handle it with the manufacturer and email you the decision.',
          'Reiche eine Reklamation über das Formular oder im Geschäft ein. Wir klären sie mit dem Hersteller und schreiben dir die Entscheidung.',
          'Déposez une réclamation via le formulaire ou en magasin. Nous la traitons avec le fabricant et vous envoyons la décision par e-mail.',
          'Оформите рекламацию через форму или в магазине. Мы рассмотрим её с производителем и сообщим решение по почте.',
        ),
      },
    ],
  },
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
    questions: [
      {
        isFeatured: true,
        question: tr(
          'Maksaako klubin jäsenyys?',
          'Kostar medlemskapet något?',
          'Does club membership cost anything?',
          'Kostet die Clubmitgliedschaft etwas?',
          'L’adhésion au club est-elle payante ?',
          'Членство в клубе платное?',
        ),
        answer: tr(
          'Ei. Jäsenyys on maksuton, ja jäsenenä näet klubihinnat kirjauduttuasi.',
          'Nej. Medlemskapet är gratis och som inloggad medlem ser du klubbpriserna.',
          'No. Membership is free, and once logged in members see the club prices.',
          'Nein. Die Mitgliedschaft ist kostenlos; angemeldet siehst du die Clubpreise.',
          'Non. L’adhésion est gratuite ; une fois connecté, vous voyez les prix club.',
          'Нет. Членство бесплатное, после входа участники видят клубные цены.',
        ),
      },
      {
        question: tr(
          'Unohdin salasanani.',
          'Jag har glömt mitt lösenord.',
          'I forgot my password.',
          'Ich habe mein Passwort vergessen.',
          'J’ai oublié mon mot de passe.',
          'Я забыл пароль.',
        ),
        answer: tr(
          'Valitse kirjautumissivulla ”Unohtunut salasana” ja anna sähköpostiosoitteesi. Lähetämme linkin uuden salasanan asettamiseen.',
          'Välj ”Glömt lösenord” på inloggningssidan och ange din e-post. Vi skickar en länk för att välja ett nytt.',
          'Choose “Forgot password” on the login page and enter your email. We send you a link to set a new one.',
          'Wähle auf der Anmeldeseite „Passwort vergessen“ und gib deine E-Mail ein. Wir senden dir einen Link.',
          'Choisissez « Mot de passe oublié » sur la page de connexion et saisissez votre e-mail. Nous vous envoyons un lien.',
          'Нажмите «Забыли пароль» на странице входа и укажите почту. Мы пришлём ссылку для смены пароля.',
        ),
      },
    ],
  },
];
