import {
  type Language,
  localisePath,
  type ProductGroupNode,
  type ResourcesResponse,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { catalogMessages } from '../../messages/catalog-messages';
import { searchBrands, searchGroups } from './search-results';

interface SearchResultsProps {
  readonly text: string;
  readonly groups: readonly ProductGroupNode[];
  readonly brands: ResourcesResponse['manufacturers'];
  readonly language: Language;
}

/** Matching categories (with their parents) and brands, or a note that nothing matched. */
export function SearchResults({ text, groups, brands, language }: SearchResultsProps) {
  const { t } = useMessages(catalogMessages);
  const groupMatches = searchGroups(groups, text);
  const brandMatches = searchBrands(brands, text);
  if (groupMatches.length === 0 && brandMatches.length === 0) {
    return <p data-testid="search-none">{t('search.none', { text })}</p>;
  }
  return (
    <>
      {groupMatches.length > 0 ? (
        <section aria-labelledby="search-groups">
          <h2 id="search-groups">{t('search.groups')}</h2>
          <ul>
            {groupMatches.map((match) => (
              <li key={match.path} data-testid="search-group">
                <Link to={localisePath(`/${match.path}/`, language)}>
                  {[...match.trail, match.name].join(' › ')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {brandMatches.length > 0 ? (
        <section aria-labelledby="search-brands">
          <h2 id="search-brands">{t('search.brands')}</h2>
          <ul>
            {brandMatches.map((brand) => (
              <li key={brand.slug} data-testid="search-brand">
                <Link to={localisePath(`/${brand.slug}/`, language)}>{brand.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
