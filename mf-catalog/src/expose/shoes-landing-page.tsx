import { localisePath, type PageProps } from '@shop/shared-contracts';
import { QueryView, useMessages, usePageViewed } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { ProductList } from '../features/product-list/product-list';
import { useFootwearWays } from '../features/shoes/api';
import { ShoeGenderSection } from '../features/shoes/shoe-gender-section';
import { catalogMessages } from '../messages/catalog-messages';
import '../features/catalog.css';

/** How many of the best-selling shoes each gender's section shows. */
const TEASER_CARDS = 8;

/** `/womens-and-mens-shoes/`: the ways into women's and men's footwear, from the group tree. */
export default function ShoesLandingPage({ language }: PageProps) {
  const { t } = useMessages(catalogMessages);
  const footwear = useFootwearWays(language);
  usePageViewed(t('shoes.title'), 'category');
  return (
    <div data-boundary="mf-catalog" data-testid="shoes-landing-page">
      <h1>{t('shoes.title')}</h1>
      <p className="cat-lead">{t('shoes.intro')}</p>
      <QueryView query={footwear}>
        {(ways) => (
          <>
            {ways.footwear ? (
              <Link
                className="cat-button"
                to={localisePath(`/${ways.footwear.path}/`, language)}
                data-testid="shoes-all-footwear"
              >
                {t('shoes.showAll')}
              </Link>
            ) : null}
            {(['women', 'men'] as const).map((gender) => (
              <ShoeGenderSection key={gender} gender={gender} ways={ways} language={language}>
                {ways.footwear ? (
                  <ProductList
                    request={{
                      source: 'ProductGroup',
                      slug: ways.footwear.path,
                      genders: [gender],
                    }}
                    language={language}
                    maxCards={TEASER_CARDS}
                  />
                ) : null}
              </ShoeGenderSection>
            ))}
          </>
        )}
      </QueryView>
    </div>
  );
}
