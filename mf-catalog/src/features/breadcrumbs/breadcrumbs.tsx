import { useMessages } from '@shop/shared-contracts/react';
import { Link, useLocation } from '@shop/shared-contracts/router';
import { catalogMessages } from '../../messages/catalog-messages';
import { type BreadcrumbItem, isCurrentPath } from './breadcrumb-items';

/** Platform §2 breadcrumb: every item links unless it is the current path. */
export function Breadcrumbs({ items }: { readonly items: readonly BreadcrumbItem[] }) {
  const { t } = useMessages(catalogMessages);
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('breadcrumbs.label')} className="cat-breadcrumbs" data-testid="breadcrumbs">
      <ol>
        {items.map((item) => (
          <li key={item.href}>
            {isCurrentPath(item.href, pathname) ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link to={item.href}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
