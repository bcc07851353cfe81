import { type Language, localisePath, type ProductGroupNode } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { catalogMessages } from '../../messages/catalog-messages';

/** The group's child groups as links, the way deeper into the tree. */
export function SubgroupLinks({
  groups,
  language,
}: {
  readonly groups: readonly ProductGroupNode[];
  readonly language: Language;
}) {
  const { t } = useMessages(catalogMessages);
  if (groups.length === 0) return null;
  return (
    <nav aria-label={t('group.subgroups')} className="cat-subgroups">
      <ul>
        {groups.map((group) => (
          <li key={group.id}>
            <Link to={localisePath(`/${group.path}/`, language)} data-testid="subgroup-link">
              {group.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
