import type { Language, ProductModel } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useEffect } from 'react';
import { productMessages } from '../../messages/product-messages';
import { RelatedProducts } from './related-products';
import { useProductRelated } from './use-product-related';

/** Recommendations and products bought with this one, below the details (catalogue §2). */
export function RelatedSections({
  model,
  language,
}: {
  readonly model: ProductModel;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const related = useProductRelated(model, language);
  useEffect(() => {
    if (related.error) console.error('Related products failed to load', related.error);
  }, [related.error]);
  if (related.isError) {
    return (
      <p role="status" className="prd-muted" data-testid="related-failed">
        {t('related.failed')}
      </p>
    );
  }
  if (!related.data) return null;
  return (
    <>
      <RelatedProducts
        title="related.recommendations"
        cards={related.data.recommendations}
        language={language}
        testId="product-recommendations"
      />
      <RelatedProducts
        title="related.alsoBought"
        cards={related.data.also_bought}
        language={language}
        testId="product-also-bought"
      />
    </>
  );
}
