import { type Language, localisePath, type ProductGroupNode } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import { catalogMessages } from '../../messages/catalog-messages';

/** The three-level product-group tree, top-level groups as sections. */
export function ProductGroupTree({
  groups,
  language,
}: {
  readonly groups: readonly ProductGroupNode[];
  readonly language: Language;
}) {
  const { t } = useMessages(catalogMessages);
  return (
    <div className="cat-group-tree">
      {groups.map((group) => (
        <section key={group.id} className="cat-group" data-testid="product-group">
          <h2>
            <Link to={localisePath(`/${group.path}/`, language)}>{group.name}</Link>
          </h2>
          <p className="cat-muted">{t('catalog.subgroups', { count: group.children.length })}</p>
          <GroupList groups={group.children} language={language} />
        </section>
      ))}
    </div>
  );
}

function GroupList({
  groups,
  language,
}: {
  readonly groups: readonly ProductGroupNode[];
  readonly language: Language;
}) {
  if (groups.length === 0) return null;
  return (
    <ul>
      {groups.map((group) => (
        <li key={group.id}>
          <Link to={localisePath(`/${group.path}/`, language)}>{group.name}</Link>
          <GroupList groups={group.children} language={language} />
        </li>
      ))}
    </ul>
  );
}
