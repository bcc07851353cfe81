import type { Language, PaymentMethodSlug } from '@shop/shared-contracts';

/** The words of the sandbox provider's page in one language. */
export interface SandboxTexts {
  readonly title: string;
  readonly notice: string;
  readonly shop: string;
  readonly order: string;
  readonly amount: string;
  readonly method: string;
  readonly approve: string;
  readonly cancel: string;
  readonly fail: string;
  readonly notFoundTitle: string;
  readonly notFound: string;
  readonly methods: Readonly<Record<PaymentMethodSlug, string>>;
}

/** The sandbox page in the six shop languages (platform §1). */
export const SANDBOX_TEXTS: Readonly<Record<Language, SandboxTexts>> = {
  fi: {
    title: 'Testimaksu',
    notice: 'Tämä on testimaksupalvelu: rahaa ei veloiteta.',
    shop: 'Kauppa',
    order: 'Tilaus',
    amount: 'Summa',
    method: 'Maksutapa',
    approve: 'Hyväksy maksu',
    cancel: 'Peruuta maksu',
    fail: 'Anna maksun epäonnistua',
    notFoundTitle: 'Maksua ei löydy',
    notFound: 'Maksulinkki on vanhentunut tai virheellinen. Palaa kauppaan ja yritä uudelleen.',
    methods: { card: 'Korttimaksu', klarna: 'Klarna', paypal: 'PayPal' },
  },
  sv: {
    title: 'Testbetalning',
    notice: 'Det här är en testbetalningstjänst: inga pengar dras.',
    shop: 'Butik',
    order: 'Order',
    amount: 'Belopp',
    method: 'Betalningssätt',
    approve: 'Godkänn betalningen',
    cancel: 'Avbryt betalningen',
    fail: 'Låt betalningen misslyckas',
    notFoundTitle: 'Betalningen hittades inte',
    notFound: 'Betalningslänken är felaktig. Gå tillbaka till butiken och försök igen.',
    methods: { card: 'Kortbetalning', klarna: 'Klarna', paypal: 'PayPal' },
  },
  en: {
    title: 'Sandbox payment',
    notice: 'This is a test payment provider: no money is charged.',
    shop: 'Shop',
    order: 'Order',
    amount: 'Amount',
    method: 'Payment method',
    approve: 'Approve payment',
    cancel: 'Cancel payment',
    fail: 'Make the payment fail',
    notFoundTitle: 'Payment not found',
    notFound: 'The payment link is not valid. Go back to the shop and try again.',
    methods: { card: 'Card payment', klarna: 'Klarna', paypal: 'PayPal' },
  },
  de: {
    title: 'Testzahlung',
    notice: 'Dies ist ein Testzahlungsanbieter: Es wird kein Geld abgebucht.',
    shop: 'Shop',
    order: 'Bestellung',
    amount: 'Betrag',
    method: 'Zahlungsart',
    approve: 'Zahlung genehmigen',
    cancel: 'Zahlung abbrechen',
    fail: 'Zahlung fehlschlagen lassen',
    notFoundTitle: 'Zahlung nicht gefunden',
    notFound:
      'Der Zahlungslink ist ungültig. Kehren Sie zum Shop zurück und versuchen Sie es erneut.',
    methods: { card: 'Kartenzahlung', klarna: 'Klarna', paypal: 'PayPal' },
  },
  fr: {
    title: 'Paiement de test',
    notice: 'Ceci est un prestataire de paiement de test : aucun montant n’est débité.',
    shop: 'Boutique',
    order: 'Commande',
    amount: 'Montant',
    method: 'Moyen de paiement',
    approve: 'Approuver le paiement',
    cancel: 'Annuler le paiement',
    fail: 'Faire échouer le paiement',
    notFoundTitle: 'Paiement introuvable',
    notFound: 'Le lien de paiement n’est pas valide. Retournez à la boutique et réessayez.',
    methods: { card: 'Carte bancaire', klarna: 'Klarna', paypal: 'PayPal' },
  },
  ru: {
    title: 'Тестовый платёж',
    notice: 'Это тестовая платёжная система: деньги не списываются.',
    shop: 'Магазин',
    order: 'Заказ',
    amount: 'Сумма',
    method: 'Способ оплаты',
    approve: 'Подтвердить платёж',
    cancel: 'Отменить платёж',
    fail: 'Сымитировать ошибку платежа',
    notFoundTitle: 'Платёж не найден',
    notFound: 'Ссылка на оплату недействительна. Вернитесь в магазин и попробуйте снова.',
    methods: { card: 'Банковская карта', klarna: 'Klarna', paypal: 'PayPal' },
  },
};
