import {
  DEFAULT_LANGUAGE,
  formatMoney,
  isLanguage,
  type Language,
  type PaymentMethodSlug,
} from '@shop/shared-contracts';
import { SANDBOX_DECISIONS, sandboxPageUrl } from './payments.providers.js';
import { SANDBOX_TEXTS } from './payments.sandbox-texts.js';

/** The shop's name as the shell shows it in every language. */
const SHOP_NAME = 'Outdoor Shop';

/** What the sandbox page shows of a session. */
export interface SandboxPageSession {
  readonly id: string;
  readonly language: Language;
  readonly order_number: string;
  /** What is charged, in hundredths of `currency_code`. */
  readonly amount: number;
  readonly currency_code: string;
  readonly method: PaymentMethodSlug;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}' +
  'form{display:inline-block;margin:0 .5rem .5rem 0}button{font-size:1rem;padding:.6rem 1rem}';

function document(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(SHOP_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * The sandbox provider's page: the payment to make and three plain forms (no script needed),
 * each posting the shopper's decision for the session.
 */
export function renderSandboxPage(session: SandboxPageSession): string {
  const t = SANDBOX_TEXTS[session.language];
  // Exactly what the order's summary charges, in its currency: no conversion (decision 0023).
  const amount = formatMoney(session.amount, session.currency_code, session.language);
  // The rows are named so a test can read what the provider was asked to charge.
  const rows: [string, string, string][] = [
    [t.shop, SHOP_NAME, 'sandbox-shop'],
    [t.order, session.order_number, 'sandbox-order'],
    [t.amount, amount, 'sandbox-amount'],
    [t.method, t.methods[session.method], 'sandbox-method'],
  ];
  const details = rows
    .map(
      ([label, value, id]) =>
        `<dt>${escapeHtml(label)}</dt><dd data-testid="${id}">${escapeHtml(value)}</dd>`,
    )
    .join('');
  const buttons = SANDBOX_DECISIONS.map(
    (decision) =>
      `<form method="post" action="${escapeHtml(sandboxPageUrl(session.id))}${decision}/">` +
      `<button type="submit">${escapeHtml(t[decision])}</button></form>`,
  ).join('\n');
  return document(
    session.language,
    t.title,
    `<main data-testid="sandbox-payment">
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.notice)}</p>
<dl>${details}</dl>
${buttons}
</main>`,
  );
}

/** The page for a session that does not exist, in `language`. */
export function renderSessionNotFoundPage(language: Language): string {
  const t = SANDBOX_TEXTS[language];
  return document(
    language,
    t.notFoundTitle,
    `<main><h1>${escapeHtml(t.notFoundTitle)}</h1><p>${escapeHtml(t.notFound)}</p></main>`,
  );
}

/**
 * The first shop language among an `Accept-Language` header's, for a page with no session to
 * take its language from; else the default. The header lists languages most wanted first.
 */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  const tags = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim() ?? '');
  const primary = tags.map((tag) => tag.split('-')[0]?.toLowerCase());
  return primary.find(isLanguage) ?? DEFAULT_LANGUAGE;
}
