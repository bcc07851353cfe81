import type { Language, WizardProduct } from '@shop/shared-contracts';
import { QueryView, useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { useEffect } from 'react';
import { productMessages } from '../../messages/product-messages';
import { wizardMessages } from '../../messages/wizard/wizard-messages';
import { useCompatibleProducts } from './api';
import { nextStep, type SkiSport, stepSearch, type WizardStep } from './wizard-groups';
import { WizardProductItem } from './wizard-product';
import {
  chosenIds,
  refreshSelection,
  toChosenProduct,
  type WizardSelection,
  withChoice,
} from './wizard-selection';

/** Each product once, in the order the pages came (a page may repeat one after a change). */
function uniqueProducts(pages: readonly { readonly products: readonly WizardProduct[] }[]) {
  const seen = new Set<number>();
  const products: WizardProduct[] = [];
  for (const page of pages) {
    for (const product of page.products) {
      if (seen.has(product.modelId)) continue;
      seen.add(product.modelId);
      products.push(product);
    }
  }
  return products;
}

/**
 * A step's products (platform §3 Ski wizard), flagged against the other steps' choices, which
 * are the only ids sent (platform §5): this step's own choice cannot make its products
 * incompatible, so choosing here asks nothing new. The api's answer refreshes the kept choices.
 */
export function WizardProducts({
  sport,
  step,
  selection,
  onSelect,
  language,
  taxAreaId,
  format,
}: {
  readonly sport: SkiSport;
  readonly step: WizardStep;
  readonly selection: WizardSelection;
  readonly onSelect: (next: WizardSelection) => void;
  readonly language: Language;
  readonly taxAreaId: number;
  readonly format: (cents: number) => string;
}) {
  const { t } = useMessages(wizardMessages);
  const { t: tProduct } = useMessages(productMessages);
  const sent = chosenIds(withChoice(selection, step, null));
  const products = useCompatibleProducts({
    sport,
    group: step,
    ...sent,
    lang: language,
    taxAreaId,
  });
  const firstPage = products.data?.pages[0];
  const isPlaceholder = products.isPlaceholderData;

  useEffect(() => {
    // A placeholder answer was for the choices before the latest one.
    if (!firstPage || isPlaceholder) return;
    const asked = chosenIds(withChoice(selection, step, null));
    const next = refreshSelection(selection, asked, firstPage.selected);
    if (next !== selection) onSelect(next);
  }, [firstPage, isPlaceholder, selection, step, onSelect]);

  const following = nextStep(step);
  return (
    <section
      className="skw-step"
      data-testid="wizard-products"
      data-step={step}
      aria-busy={products.isFetching}
    >
      <h2>{tProduct(`wizard.${step}`)}</h2>
      <p>{t(`ski.intro.${step}`)}</p>
      <QueryView query={products}>
        {(data) => {
          const items = uniqueProducts(data.pages);
          const first = data.pages[0];
          if (!first || items.length === 0) return <p>{t('ski.noProducts')}</p>;
          return (
            <>
              <p className="skw-muted" data-testid="wizard-compatible-count">
                {t('ski.compatibleCount', { count: first.compatibleCount, total: first.count })}
              </p>
              <ul className="skw-products">
                {items.map((product) => (
                  <li key={product.modelId}>
                    <WizardProductItem
                      product={product}
                      chosen={selection[step]}
                      language={language}
                      format={format}
                      onChoose={(variant) =>
                        onSelect(withChoice(selection, step, toChosenProduct(product, variant)))
                      }
                      onRemove={() => onSelect(withChoice(selection, step, null))}
                    />
                  </li>
                ))}
              </ul>
              {products.hasNextPage ? (
                <button
                  type="button"
                  className="prd-button"
                  data-testid="wizard-more"
                  disabled={products.isFetchingNextPage}
                  onClick={() => void products.fetchNextPage()}
                >
                  {t('ski.showMore')}
                </button>
              ) : null}
            </>
          );
        }}
      </QueryView>
      {following && selection[step] ? (
        <p>
          <Link
            className="prd-sport"
            data-testid="wizard-next"
            to={{ search: stepSearch(following) }}
          >
            {t('ski.next', { step: tProduct(`wizard.${following}`) })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
