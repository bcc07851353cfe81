import { type Language, localisePath, type ProductModel } from '@shop/shared-contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAMESPACE } from '../../lib/messages';
import { sanitizeHtml } from './sanitize-html';

/** Description (tagline, HTML text), the properties with the model number last, brand link. */
export function ProductDetails({
  model,
  language,
}: {
  readonly model: ProductModel;
  readonly language: Language;
}) {
  const { t } = useTranslation(PRODUCT_NAMESPACE);
  const description = useMemo(
    () => sanitizeHtml(model.longDescriptionHtml),
    [model.longDescriptionHtml],
  );
  const displayValue = (value: string, kind: string) => {
    if (kind !== 'boolean') return value;
    return value.trim().toLowerCase() === 'true' ? t('page.yes') : t('page.no');
  };
  return (
    <div className="prd-details">
      <section data-testid="product-description">
        <h2>{t('page.description')}</h2>
        {model.tagline ? <p className="prd-tagline">{model.tagline}</p> : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above. */}
        <div dangerouslySetInnerHTML={{ __html: description }} />
      </section>
      <section data-testid="product-properties">
        <h2>{t('page.details')}</h2>
        <dl className="prd-properties">
          {model.properties.map((property) => (
            <div key={property.slug} data-kind={property.kind}>
              <dt>{property.name}</dt>
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
      {model.manufacturer.slug && model.manufacturer.name !== '-' ? (
        <Link
          className="prd-brand-link"
          to={localisePath(`/${model.manufacturer.slug}/`, language)}
        >
          <img src={model.manufacturer.logo} alt="" width={70} height={35} />
          {t('page.brandProducts', { brand: model.manufacturer.name })}
        </Link>
      ) : null}
    </div>
  );
}
