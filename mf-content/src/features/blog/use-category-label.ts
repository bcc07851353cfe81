import type { Language } from '@shop/shared-contracts';
import { useBlogCategories } from './api';

/**
 * The display name of a blog category, from the api; blank while the names load, the slug when
 * the api names none.
 */
export function useCategoryLabel(language: Language): (category: string) => string {
  const categories = useBlogCategories(language);
  return (slug) => {
    const name = categories.data?.find((category) => category.slug === slug)?.name;
    return name ?? (categories.isPending ? '' : slug);
  };
}
