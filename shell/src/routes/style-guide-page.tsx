import { formatPrice, shopBus, splitLanguagePrefix } from '@shop/shared-contracts';
import { useBusState, usePageViewed } from '@shop/shared-contracts/react';
import { useTranslation } from '@shop/shared-contracts/react-i18next';
import { useLocation } from '@shop/shared-contracts/router';

/** The shell's design tokens (styles.css), shown by name so designers and QA can compare. */
const COLOUR_TOKENS = [
  '--shop-green',
  '--shop-green-light',
  '--shop-ink',
  '--shop-muted',
  '--shop-error',
] as const;

/** Sample euro prices in cents: a whole amount, one with cents, one in the thousands. */
const SAMPLE_PRICES = [4900, 12990, 149_995] as const;

/**
 * `/style-guide/` (platform §2): the shared look every remote builds on, with prices formatted
 * by the same rules and market as the shop's pages, and a toast through the bus.
 */
export function StyleGuidePage() {
  const { t } = useTranslation('shell');
  const { language } = splitLanguagePrefix(useLocation().pathname);
  const market = useBusState('market:changed');
  usePageViewed(t('styleGuide.title'), 'other');
  return (
    <article className="shell-style-guide" data-testid="style-guide">
      <h1>{t('styleGuide.title')}</h1>
      <p>{t('styleGuide.intro')}</p>
      <h2>{t('styleGuide.colours')}</h2>
      <ul className="shell-style-guide__swatches">
        {COLOUR_TOKENS.map((token) => (
          <li key={token}>
            <span className="shell-style-guide__swatch" style={{ background: `var(${token})` }} />
            <code>{token}</code>
          </li>
        ))}
      </ul>
      <h2>{t('styleGuide.type')}</h2>
      <h3>{t('styleGuide.heading')}</h3>
      <p>{t('styleGuide.body')}</p>
      <h2>{t('styleGuide.controls')}</h2>
      <p className="shell-style-guide__controls">
        <button type="button" className="shell-button">
          {t('styleGuide.primary')}
        </button>
        <button type="button" className="shell-button shell-button--secondary">
          {t('styleGuide.secondary')}
        </button>
        <button
          type="button"
          className="shell-button shell-button--secondary"
          onClick={() =>
            shopBus.emit('shell:toast-requested', {
              message: t('styleGuide.toastSample'),
              kind: 'info',
              dismissible: true,
            })
          }
        >
          {t('styleGuide.toast')}
        </button>
      </p>
      <h2>{t('styleGuide.prices')}</h2>
      {market ? (
        <ul data-testid="style-guide-prices">
          {SAMPLE_PRICES.map((cents) => (
            <li key={cents}>
              <strong>{formatPrice(cents, { ...market, language })}</strong>{' '}
              {t('styleGuide.priceCaption', {
                amount: (cents / 100).toFixed(2),
                currency: market.currencyCode.toUpperCase(),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
