import { type Language, localisePath, type ProductModel } from '@shop/shared-contracts';
import { HtmlContent } from '@shop/shared-contracts/html';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { lazy, Suspense, useState } from 'react';
import { productMessages } from '../../messages/product-messages';

// The keyword popups come with the Details tab's first opening, never with the page (issue 9).
const KeywordText = lazy(() =>
  import('../keywords/keyword-text').then((module) => ({ default: module.KeywordText })),
);

/**
 * The Description tab: tagline, the HTML text (machine translations can be shown as written,
 * catalogue §2), the quote in Finnish, and the link to the brand's products.
 */
export function ProductDescription({
  model,
  language,
}: {
  readonly model: ProductModel;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const [showsOriginal, setShowsOriginal] = useState(false);
  const original = model.original ?? null;
  const texts = showsOriginal && original ? original : model;
  return (
    <section data-testid="product-description" className="prd-details">
      <h2>{t('page.description')}</h2>
      {original ? (
        <p className="prd-muted prd-translation">
          {showsOriginal ? t('translation.original') : t('translation.machine')}{' '}
          <button
            type="button"
            className="prd-link-button"
            data-testid="translation-toggle"
            aria-pressed={showsOriginal}
            onClick={() => setShowsOriginal((shown) => !shown)}
          >
            {showsOriginal ? t('translation.showTranslated') : t('translation.showOriginal')}
          </button>
        </p>
      ) : null}
      <div lang={showsOriginal && original ? original.language : undefined}>
        {texts.tagline ? <p className="prd-tagline">{texts.tagline}</p> : null}
        <HtmlContent html={texts.longDescriptionHtml} className="prd-description" />
      </div>
      {language === 'fi' && model.quote ? (
        <figure className="prd-quote" data-testid="product-quote">
          <img src={model.quote.image} alt="" width={64} height={64} loading="lazy" />
          <blockquote>{model.quote.text}</blockquote>
          <figcaption>{model.quote.name}</figcaption>
        </figure>
      ) : null}
      {model.manufacturer.slug && model.manufacturer.name !== '-' ? (
        <Link
          className="prd-brand-link"
          to={localisePath(`/${model.manufacturer.slug}/`, language)}
        >
          {/* Below the fold: no preload, loaded as it comes near (issue 9). */}
          <img src={model.manufacturer.logo} alt="" width={70} height={35} loading="lazy" />
          {t('page.brandProducts', { brand: model.manufacturer.name })}
        </Link>
      ) : null}
    </section>
  );
}

/**
 * The Details tab: the properties, the model number last (catalogue §3); keywords in the
 * property names open their explanation.
 */
export function ProductProperties({
  model,
  language,
  withKeywords,
}: {
  readonly model: ProductModel;
  readonly language: Language;
  /** Once the tab has been shown: the keyword list is read then, not with every page. */
  readonly withKeywords: boolean;
}) {
  const { t } = useMessages(productMessages);
  const displayValue = (value: string, kind: string) => {
    if (kind !== 'boolean') return value;
    return value.trim().toLowerCase() === 'true' ? t('page.yes') : t('page.no');
  };
  return (
    <section data-testid="product-properties" className="prd-details">
      <h2>{t('page.details')}</h2>
      <dl className="prd-properties">
        {model.properties.map((property) => (
          <div key={property.slug} data-kind={property.kind}>
            <dt>
              {withKeywords ? (
                <Suspense fallback={property.name}>
                  <KeywordText text={property.name} language={language} />
                </Suspense>
              ) : (
                property.name
              )}
            </dt>
            <dd>
              {displayValue(property.value, property.kind)}
              {property.unit ? ` ${property.unit}` : ''}
            </dd>
          </div>
        ))}
        {/* Catalogue §3: the model number closes the list. */}
        <div data-kind="model-number">
          <dt>{t('page.modelNumber')}</dt>
          <dd>{model.modelNumber}</dd>
        </div>
      </dl>
    </section>
  );
}
