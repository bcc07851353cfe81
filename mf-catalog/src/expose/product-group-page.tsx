import type { PageProps } from '@shop/shared-contracts';
import { useMessages, usePageDescription, usePageViewed } from '@shop/shared-contracts/react';
import { useSearchParams } from '@shop/shared-contracts/router';
import { groupBreadcrumbs } from '../features/breadcrumbs/breadcrumb-items';
import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { CatalogNotFound } from '../features/page-state/catalog-not-found';
import { useProductGroup } from '../features/product-group/api';
import { groupPathOf, isOutletPath } from '../features/product-group/group-path';
import { SubgroupLinks } from '../features/product-group/subgroup-links';
import { TrimmedDescription } from '../features/product-group/trimmed-description';
import { ProductList } from '../features/product-list/product-list';
import { useRecommendationOrder } from '../features/recommendations/use-recommendation-order';
import { catalogMessages } from '../messages/catalog-messages';
import '../features/catalog.css';

/**
 * Product-group pages (catalogue §2): `/{group path}/` (dynamic-product-group) and
 * `/product-group/?path=`. Breadcrumbs, heading, trimmed description, subgroups and the grid.
 */
export default function ProductGroupPage({ routeId, params, language }: PageProps) {
  const { t } = useMessages(catalogMessages);
  const [searchParams] = useSearchParams();
  const path = groupPathOf(routeId, params, searchParams.get('path'));
  const groups = useProductGroup(path, language);
  const group = groups.data?.[0];
  const recommendation = useRecommendationOrder(group?.path);
  usePageViewed(group ? group.meta_title || group.name : undefined, 'category');
  usePageDescription(group?.meta_description || group?.description);
  if (path && groups.isPending) return <div data-boundary="mf-catalog" aria-busy="true" />;
  // Catalogue §2/§8: a failed or empty group load is a 404.
  if (!group) return <CatalogNotFound message={t('group.notFound')} language={language} />;
  return (
    <div data-boundary="mf-catalog" data-testid="product-group-page">
      <Breadcrumbs items={groupBreadcrumbs(group, language)} />
      <h1>{group.name}</h1>
      <TrimmedDescription text={group.description} title={group.name} />
      <SubgroupLinks groups={group.children} language={language} />
      <ProductList
        request={{ source: 'ProductGroup', slug: group.path }}
        language={language}
        forceOutlet={isOutletPath(path)}
        tracking={{ kind: 'category', name: group.name }}
        recommendation={recommendation}
        isWaiting={recommendation === undefined}
        filterableProperties={
          group.filterable_properties.length > 0 ? group.filterable_properties : undefined
        }
        isEmptyOnError
      />
    </div>
  );
}
