import { type Language, localisePath, type ProductModel } from '@shop/shared-contracts';
import { HtmlContent } from '@shop/shared-contracts/html';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';

/** Description (tagline, HTML text), the properties with the model number last, brand link. */
export function ProductDetails({
  model,
  language,
}: {
  readonly model: ProductModel;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const displayValue = (value: string, kind: string) => {
    if (kind !== 'boolean') return value;
    return value.trim().toLowerCase() === 'true' ? t('page.yes') : t('page.no');
  };
  return (
    <div className="prd-details">
      <section data-testid="product-description">
        <h2>{t('page.description')}</h2>
        {model.tagline ? <p className="prd-tagline">{model.tagline}</p> : null}
        <HtmlContent html={model.longDescriptionHtml} className="prd-description" />
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
