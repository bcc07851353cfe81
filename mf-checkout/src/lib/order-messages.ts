import type { OrderStatus, PaymentState } from '@shop/shared-contracts';
import { addTranslations, type Messages } from '@shop/shared-contracts/react';
import { CHECKOUT_NAMESPACE } from './messages';

export type StatusKey = `status.${OrderStatus}`;
export type PaymentStateKey = `paymentState.${PaymentState}`;

type OrderKey =
  | StatusKey
  | PaymentStateKey
  | 'order.number'
  | 'order.date'
  | 'order.status'
  | 'order.payment'
  | 'order.product'
  | 'order.amount'
  | 'order.unitPrice'
  | 'order.lineTotal'
  | 'order.linesTotal'
  | 'order.delivery'
  | 'order.total'
  | 'order.recipient'
  | 'order.notFound'
  | 'order.continue'
  | 'order.lookUp';

/** Order details and the catalogue §4 status labels, shared by the order pages. */
const messages: Messages<OrderKey> = {
  en: {
    'status.processing': 'Processing',
    'status.transfer_to_packing': 'In transit to packing',
    'status.ready_for_packing': 'Ready for packing',
    'status.skis_in_installation': 'Skis in installation',
    'status.shipped': 'Dispatched',
    'status.transported_to_pickuplocation': 'On its way to the pickup location',
    'status.ready_for_pick_up': 'Ready for pickup',
    'status.order_cancellation_requested': 'Cancellation requested',
    'status.manual_cancellation': 'Cancellation pending',
    'paymentState.pending': 'Awaiting payment',
    'paymentState.paid': 'Paid',
    'paymentState.cancelled': 'Payment cancelled',
    'paymentState.failed': 'Payment failed',
    'paymentState.address_required': 'Delivery address required',
    'order.number': 'Order number',
    'order.date': 'Order date',
    'order.status': 'Order status',
    'order.payment': 'Payment',
    'order.product': 'Product',
    'order.amount': 'Qty',
    'order.unitPrice': 'Unit price',
    'order.lineTotal': 'Total',
    'order.linesTotal': 'Products',
    'order.delivery': 'Delivery: {{method}}',
    'order.total': 'Total',
    'order.recipient': 'Recipient',
    'order.notFound':
      'Order not found. Check the email address and the order number in your confirmation email.',
    'order.continue': 'Continue shopping',
    'order.lookUp': 'Look up an order',
  },
  fi: {
    'status.processing': 'Käsittelyssä',
    'status.transfer_to_packing': 'Matkalla pakattavaksi',
    'status.ready_for_packing': 'Valmis pakattavaksi',
    'status.skis_in_installation': 'Suksia asennetaan',
    'status.shipped': 'Lähetetty',
    'status.transported_to_pickuplocation': 'Matkalla noutopisteeseen',
    'status.ready_for_pick_up': 'Noudettavissa',
    'status.order_cancellation_requested': 'Peruutuspyyntö vastaanotettu',
    'status.manual_cancellation': 'Peruutus käsittelyssä',
    'paymentState.pending': 'Odottaa maksua',
    'paymentState.paid': 'Maksettu',
    'paymentState.cancelled': 'Maksu peruttu',
    'paymentState.failed': 'Maksu epäonnistui',
    'paymentState.address_required': 'Toimitusosoite puuttuu',
    'order.number': 'Tilausnumero',
    'order.date': 'Tilauspäivä',
    'order.status': 'Tilauksen tila',
    'order.payment': 'Maksu',
    'order.product': 'Tuote',
    'order.amount': 'Määrä',
    'order.unitPrice': 'Kappalehinta',
    'order.lineTotal': 'Yhteensä',
    'order.linesTotal': 'Tuotteet',
    'order.delivery': 'Toimitus: {{method}}',
    'order.total': 'Yhteensä',
    'order.recipient': 'Vastaanottaja',
    'order.notFound':
      'Tilausta ei löytynyt. Tarkista sähköpostiosoite ja tilausvahvistuksen tilausnumero.',
    'order.continue': 'Jatka ostoksia',
    'order.lookUp': 'Hae tilausta',
  },
  sv: {
    'status.processing': 'Behandlas',
    'status.transfer_to_packing': 'På väg till packning',
    'status.ready_for_packing': 'Klar för packning',
    'status.skis_in_installation': 'Skidorna monteras',
    'status.shipped': 'Skickad',
    'status.transported_to_pickuplocation': 'På väg till utlämningsstället',
    'status.ready_for_pick_up': 'Klar att hämtas',
    'status.order_cancellation_requested': 'Avbeställning begärd',
    'status.manual_cancellation': 'Avbeställning behandlas',
    'paymentState.pending': 'Väntar på betalning',
    'paymentState.paid': 'Betald',
    'paymentState.cancelled': 'Betalningen avbröts',
    'paymentState.failed': 'Betalningen misslyckades',
    'paymentState.address_required': 'Leveransadress saknas',
    'order.number': 'Ordernummer',
    'order.date': 'Orderdatum',
    'order.status': 'Orderstatus',
    'order.payment': 'Betalning',
    'order.product': 'Produkt',
    'order.amount': 'Antal',
    'order.unitPrice': 'Styckpris',
    'order.lineTotal': 'Summa',
    'order.linesTotal': 'Produkter',
    'order.delivery': 'Leverans: {{method}}',
    'order.total': 'Totalt',
    'order.recipient': 'Mottagare',
    'order.notFound':
      'Ordern hittades inte. Kontrollera e-postadressen och ordernumret i din orderbekräftelse.',
    'order.continue': 'Fortsätt handla',
    'order.lookUp': 'Sök en order',
  },
  de: {
    'status.processing': 'In Bearbeitung',
    'status.transfer_to_packing': 'Unterwegs zur Verpackung',
    'status.ready_for_packing': 'Bereit zum Verpacken',
    'status.skis_in_installation': 'Ski werden montiert',
    'status.shipped': 'Versandt',
    'status.transported_to_pickuplocation': 'Unterwegs zur Abholstelle',
    'status.ready_for_pick_up': 'Abholbereit',
    'status.order_cancellation_requested': 'Stornierung angefragt',
    'status.manual_cancellation': 'Stornierung in Bearbeitung',
    'paymentState.pending': 'Zahlung ausstehend',
    'paymentState.paid': 'Bezahlt',
    'paymentState.cancelled': 'Zahlung abgebrochen',
    'paymentState.failed': 'Zahlung fehlgeschlagen',
    'paymentState.address_required': 'Lieferadresse erforderlich',
    'order.number': 'Bestellnummer',
    'order.date': 'Bestelldatum',
    'order.status': 'Bestellstatus',
    'order.payment': 'Zahlung',
    'order.product': 'Produkt',
    'order.amount': 'Menge',
    'order.unitPrice': 'Stückpreis',
    'order.lineTotal': 'Summe',
    'order.linesTotal': 'Produkte',
    'order.delivery': 'Lieferung: {{method}}',
    'order.total': 'Gesamt',
    'order.recipient': 'Empfänger',
    'order.notFound':
      'Bestellung nicht gefunden. Prüfen Sie die E-Mail-Adresse und die Bestellnummer aus Ihrer Bestellbestätigung.',
    'order.continue': 'Weiter einkaufen',
    'order.lookUp': 'Bestellung suchen',
  },
  fr: {
    'status.processing': 'En cours de traitement',
    'status.transfer_to_packing': 'En route vers l’emballage',
    'status.ready_for_packing': 'Prête à être emballée',
    'status.skis_in_installation': 'Skis en cours de montage',
    'status.shipped': 'Expédiée',
    'status.transported_to_pickuplocation': 'En route vers le point de retrait',
    'status.ready_for_pick_up': 'Prête à être retirée',
    'status.order_cancellation_requested': 'Annulation demandée',
    'status.manual_cancellation': 'Annulation en cours',
    'paymentState.pending': 'En attente de paiement',
    'paymentState.paid': 'Payée',
    'paymentState.cancelled': 'Paiement annulé',
    'paymentState.failed': 'Échec du paiement',
    'paymentState.address_required': 'Adresse de livraison requise',
    'order.number': 'Numéro de commande',
    'order.date': 'Date de commande',
    'order.status': 'État de la commande',
    'order.payment': 'Paiement',
    'order.product': 'Produit',
    'order.amount': 'Qté',
    'order.unitPrice': 'Prix unitaire',
    'order.lineTotal': 'Total',
    'order.linesTotal': 'Produits',
    'order.delivery': 'Livraison : {{method}}',
    'order.total': 'Total',
    'order.recipient': 'Destinataire',
    'order.notFound':
      'Commande introuvable. Vérifiez l’adresse e-mail et le numéro de commande de votre confirmation.',
    'order.continue': 'Continuer mes achats',
    'order.lookUp': 'Rechercher une commande',
  },
  ru: {
    'status.processing': 'В обработке',
    'status.transfer_to_packing': 'Передаётся на упаковку',
    'status.ready_for_packing': 'Готов к упаковке',
    'status.skis_in_installation': 'Лыжи на установке креплений',
    'status.shipped': 'Отправлен',
    'status.transported_to_pickuplocation': 'В пути в пункт выдачи',
    'status.ready_for_pick_up': 'Готов к выдаче',
    'status.order_cancellation_requested': 'Запрошена отмена',
    'status.manual_cancellation': 'Отмена обрабатывается',
    'paymentState.pending': 'Ожидает оплаты',
    'paymentState.paid': 'Оплачен',
    'paymentState.cancelled': 'Оплата отменена',
    'paymentState.failed': 'Оплата не прошла',
    'paymentState.address_required': 'Требуется адрес доставки',
    'order.number': 'Номер заказа',
    'order.date': 'Дата заказа',
    'order.status': 'Статус заказа',
    'order.payment': 'Оплата',
    'order.product': 'Товар',
    'order.amount': 'Кол-во',
    'order.unitPrice': 'Цена за шт.',
    'order.lineTotal': 'Сумма',
    'order.linesTotal': 'Товары',
    'order.delivery': 'Доставка: {{method}}',
    'order.total': 'Итого',
    'order.recipient': 'Получатель',
    'order.notFound':
      'Заказ не найден. Проверьте адрес электронной почты и номер заказа в подтверждении.',
    'order.continue': 'Продолжить покупки',
    'order.lookUp': 'Найти заказ',
  },
};

export const ORDER_MESSAGES = messages;
addTranslations(CHECKOUT_NAMESPACE, messages);
