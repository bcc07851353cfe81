import { jsonInScript, type Language, type ProductModel } from '@shop/shared-contracts';
import { currentHtmlEnvironment } from '@shop/shared-contracts/bus';
import { useBusState } from '@shop/shared-contracts/react';
import { useMemo } from 'react';
import { productJsonLd } from './product-json-ld';

/**
 * The product's schema.org data in the page (catalogue §2 structured data), rendered with the
 * page on the server so search engines read it from the first response.
 */
export function ProductStructuredData({
  model,
  language,
}: {
  readonly model: ProductModel;
  readonly language: Language;
}) {
  const market = useBusState('market:changed');
  const origin = currentHtmlEnvironment()?.origin ?? '';
  const text = useMemo(
    () => (market ? jsonInScript(productJsonLd(model, { language, market, origin })) : null),
    [model, language, market, origin],
  );
  if (text === null) return null;
  return (
    <script
      type="application/ld+json"
      data-testid="product-json-ld"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<`, `>` and `&` escaped.
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
