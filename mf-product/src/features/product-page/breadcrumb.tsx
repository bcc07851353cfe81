import { type Language, localisePath, type ProductGroupRef } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link, useLocation } from '@shop/shared-contracts/router';
import { productMessages } from '../../messages/product-messages';

/** Platform §2: the groups down to the product's main group; items link unless current. */
export function Breadcrumb({
  groups,
  language,
}: {
  readonly groups: readonly ProductGroupRef[];
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('page.breadcrumb')} className="prd-breadcrumb" data-testid="breadcrumb">
      <ol>
        {groups.map((group) => {
          const href = localisePath(`/${group.path}/`, language);
          return (
            <li key={group.id}>
              {href === pathname ? (
                <span aria-current="page">{group.name}</span>
              ) : (
                <Link to={href}>{group.name}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
