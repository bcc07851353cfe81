import { randomBytes } from 'node:crypto';
import { type Language, routeHref } from '@shop/shared-contracts';
import type { Generated } from 'kysely';
import type { PricingTables } from '../checkout-validation/pricing.table.js';
import type { PlacementDb } from './orders.table.js';

/** How long a bought gift card can be spent. */
const GIFT_CARD_VALIDITY_MS = 3 * 365 * 24 * 60 * 60 * 1000;

/** `order_gift_card_purchases` (migration 0014): a card an order bought, issued once paid. */
export type OrderGiftCardPurchasesTable = {
  id: Generated<number>;
  order_id: number;
  value: number;
  recipient_name: Generated<string>;
  gift_card_code: string | null;
  issued_at: Date | string | null;
};

function withGiftCardTables(trx: PlacementDb) {
  return trx.withTables<
    Pick<PricingTables, 'gift_cards'> & { order_gift_card_purchases: OrderGiftCardPurchasesTable }
  >();
}

/** Notes the gift cards an order buys, to issue when it is paid. */
export async function recordGiftCardPurchases(
  trx: PlacementDb,
  orderId: number,
  cards: readonly { value: number; recipientName: string }[],
): Promise<void> {
  if (cards.length === 0) return;
  await withGiftCardTables(trx)
    .insertInto('order_gift_card_purchases')
    .values(
      cards.map((card) => ({
        order_id: orderId,
        value: card.value,
        recipient_name: card.recipientName,
      })),
    )
    .execute();
}

/** A code nobody guesses: 'GC-' and 12 random hex digits, upper-case like every code. */
function newGiftCardCode(): string {
  return `GC-${randomBytes(6).toString('hex').toUpperCase()}`;
}

const ISSUED: Record<Language, { subject: string; line: string; intro: string }> = {
  fi: {
    subject: 'Lahjakorttisi tilauksesta {number}',
    intro: 'Tilauksesi {number} lahjakortit. Käytä koodia kassalla:',
    line: '{code}: {value} € {recipient}',
  },
  sv: {
    subject: 'Dina presentkort från order {number}',
    intro: 'Presentkorten från din order {number}. Ange koden i kassan:',
    line: '{code}: {value} € {recipient}',
  },
  en: {
    subject: 'Your gift cards from order {number}',
    intro: 'The gift cards of your order {number}. Enter the code at checkout:',
    line: '{code}: {value} € {recipient}',
  },
  de: {
    subject: 'Ihre Geschenkgutscheine aus Bestellung {number}',
    intro: 'Die Geschenkgutscheine Ihrer Bestellung {number}. Geben Sie den Code an der Kasse ein:',
    line: '{code}: {value} € {recipient}',
  },
  fr: {
    subject: 'Vos cartes cadeaux de la commande {number}',
    intro: 'Les cartes cadeaux de votre commande {number}. Saisissez le code au paiement :',
    line: '{code} : {value} € {recipient}',
  },
  ru: {
    subject: 'Ваши подарочные карты из заказа {number}',
    intro: 'Подарочные карты вашего заказа {number}. Введите код при оформлении заказа:',
    line: '{code}: {value} € {recipient}',
  },
};

/**
 * Issues the gift cards a paid order bought, once: each gets a code in `gift_cards` with its
 * value as the balance, and the buyer gets the codes by email (the outbox). Runs in the
 * transaction that marks the order paid; a second call finds them issued and does nothing.
 */
export async function issuePurchasedGiftCards(
  trx: PlacementDb,
  order: { id: number; email: string; language: Language; orderNumber: string },
  now: Date,
): Promise<string[]> {
  const tables = withGiftCardTables(trx);
  const pending = await tables
    .selectFrom('order_gift_card_purchases')
    .select(['id', 'value', 'recipient_name'])
    .where('order_id', '=', order.id)
    .where('gift_card_code', 'is', null)
    .orderBy('id')
    .execute();
  if (pending.length === 0) return [];
  const text = ISSUED[order.language];
  const lines: string[] = [];
  const codes: string[] = [];
  for (const purchase of pending) {
    const code = newGiftCardCode();
    await tables
      .insertInto('gift_cards')
      .values({
        code,
        initial_value: purchase.value,
        balance: purchase.value,
        expires_at: new Date(now.getTime() + GIFT_CARD_VALIDITY_MS),
      })
      .execute();
    await tables
      .updateTable('order_gift_card_purchases')
      .set({ gift_card_code: code, issued_at: now })
      .where('id', '=', purchase.id)
      .execute();
    codes.push(code);
    lines.push(
      text.line
        .replace('{code}', code)
        .replace('{value}', String(purchase.value / 100))
        .replace('{recipient}', purchase.recipient_name ? `(${purchase.recipient_name})` : '')
        .trim(),
    );
  }
  const link = routeHref('checkout', order.language);
  await trx
    .insertInto('outbox_messages')
    .values({
      recipient: order.email,
      kind: 'gift-cards-issued',
      subject: text.subject.replace('{number}', order.orderNumber),
      body: [text.intro.replace('{number}', order.orderNumber), ...lines].join('\n'),
      link,
    })
    .execute();
  return codes;
}
