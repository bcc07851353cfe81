import { contentApi, contentKeys, type Language, type ProductModel } from '@shop/shared-contracts';
import { currentRenderHead } from '@shop/shared-contracts/bus';
import { useQuery } from '@tanstack/react-query';

/**
 * The blog posts written about the product's groups (catalogue §2 Guides/blogs tab): read in
 * the browser, the tab appears when there are any. A failure only leaves the tab away.
 */
export function useProductGuides(model: ProductModel, language: Language) {
  const groups = model.breadcrumb.map((group) => group.id).slice(-10);
  const query = { lang: language, groups, page: 1 };
  return useQuery({
    queryKey: contentKeys.blogPosts(query),
    queryFn: ({ signal }) => contentApi.blogPosts(query, signal),
    enabled: currentRenderHead() === null && groups.length > 0,
    staleTime: 10 * 60 * 1000,
  });
}
