import { useTranslation } from 'react-i18next';
import { CONTENT_NAMESPACE } from '../../lib/messages';

/** Blog categories the messages name; another category from the data shows its slug. */
const KNOWN_CATEGORIES = ['guides', 'product-tests', 'stories', 'events'];

/** The display name of a blog category. */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation(CONTENT_NAMESPACE);
  return (category) =>
    KNOWN_CATEGORIES.includes(category) ? t(`blog.category.${category}`) : category;
}
