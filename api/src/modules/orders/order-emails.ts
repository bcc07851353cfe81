import {
  formatMoney,
  type Language,
  type LanguageMessages,
  type PriceSummary,
  priceSummaryLoaders,
  routeHref,
  summaryTotalRows,
} from '@shop/shared-contracts';
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

/** A `priceSummary` label with its i18next `{{name}}` values filled in. */
function label(messages: LanguageMessages, key: string, values: Readonly<Record<string, string>>) {
  const template = messages[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) => values[name] ?? slot);
}

/**
 * The order's receipt as plain text, from its summary alone (decision 0023: the e-mail shows
 * what every page shows): each line with its amount, unit price and line total, then the rows
 * under the lines with the `priceSummary` labels of the order's language. The order is not paid
 * when the e-mail goes out (unless gift cards paid all of it), so what is left is worded as to
 * pay, not as charged: `isReceipt` only for an order paid at placing.
 */
export async function receiptText(
  summary: PriceSummary,
  language: Language,
  { isPaid }: { isPaid: boolean },
): Promise<string> {
  const messages = (await priceSummaryLoaders[language]()).default;
  const money = (minor: number) => formatMoney(minor, summary.currency, language);
  const lines = summary.lines.map((line) => {
    const name = line.detail === '' ? line.name : `${line.name}, ${line.detail}`;
    return `${name}\n  ${line.amount} × ${money(line.unit)} = ${money(line.total)}`;
  });
  const rows = summaryTotalRows(summary, language, { isReceipt: isPaid }).map((row) => ({
    text: label(messages, row.key, row.values),
    amount: row.isFree ? label(messages, 'summary.deliveryFree', {}) : row.amount,
  }));
  // Labels padded to one width: the amounts stand in a column in a fixed-width mail client.
  const width = Math.max(
    ...rows.filter((row) => row.amount !== null).map((row) => row.text.length),
  );
  const totals = rows.map((row) =>
    row.amount === null ? row.text : `${row.text.padEnd(width)}  ${row.amount}`,
  );
  return [label(messages, 'summary.title', {}), '', ...lines, '', ...totals].join('\n');
}

/**
 * Queues the confirmation of a placed order in the outbox (the shop sends no mail; see the
 * account flows), in the order's transaction so an order never lacks its email. The link is
 * the order-process page, which the outcome slug opens; the receipt below it is the order's
 * summary.
 */
export async function queueOrderConfirmation(
  trx: PlacementDb,
  order: {
    email: string;
    language: Language;
    orderNumber: string;
    slug: string;
    summary: PriceSummary;
    isPaid: boolean;
  },
): Promise<void> {
  const text = CONFIRMATION[order.language];
  const link = `${routeHref('order-process', order.language)}?order=${encodeURIComponent(order.slug)}`;
  const fill = (template: string) =>
    template.replaceAll('{number}', order.orderNumber).replaceAll('{link}', link);
  const receipt = await receiptText(order.summary, order.language, { isPaid: order.isPaid });
  await trx
    .insertInto('outbox_messages')
    .values({
      recipient: order.email,
      kind: 'order-confirmation',
      subject: fill(text.subject),
      body: `${fill(text.body)}\n\n${receipt}`,
      link,
    })
    .execute();
}
