import { type Language, routeHref } from '@shop/shared-contracts';
import type { PlacementDb } from './orders.table.js';

interface EmailText {
  readonly subject: string;
  /** `{number}` and `{link}` are filled in. */
  readonly body: string;
}

const CONFIRMATION: Record<Language, EmailText> = {
  en: {
    subject: 'Order {number} received',
    body: 'Thank you for your order {number}. Follow its payment and delivery here: {link}',
  },
  fi: {
    subject: 'Tilaus {number} vastaanotettu',
    body: 'Kiitos tilauksestasi {number}. Seuraa maksua ja toimitusta täällä: {link}',
  },
  sv: {
    subject: 'Order {number} mottagen',
    body: 'Tack för din order {number}. Följ betalning och leverans här: {link}',
  },
  de: {
    subject: 'Bestellung {number} eingegangen',
    body: 'Danke für Ihre Bestellung {number}. Zahlung und Lieferung verfolgen Sie hier: {link}',
  },
  fr: {
    subject: 'Commande {number} reçue',
    body: 'Merci pour votre commande {number}. Suivez son paiement et sa livraison ici : {link}',
  },
  ru: {
    subject: 'Заказ {number} получен',
    body: 'Спасибо за заказ {number}. Следите за оплатой и доставкой здесь: {link}',
  },
};

/**
 * Queues the confirmation of a placed order in the outbox (the shop sends no mail; see the
 * account flows), in the order's transaction so an order never lacks its email. The link is
 * the order-process page, which the outcome slug opens.
 */
export async function queueOrderConfirmation(
  trx: PlacementDb,
  order: { email: string; language: Language; orderNumber: string; slug: string },
): Promise<void> {
  const text = CONFIRMATION[order.language];
  const link = `${routeHref('order-process', order.language)}?order=${encodeURIComponent(order.slug)}`;
  const fill = (template: string) =>
    template.replaceAll('{number}', order.orderNumber).replaceAll('{link}', link);
  await trx
    .insertInto('outbox_messages')
    .values({
      recipient: order.email,
      kind: 'order-confirmation',
      subject: fill(text.subject),
      body: fill(text.body),
      link,
    })
    .execute();
}
