import type { ProductGroupNode } from '@shop/shared-contracts';
import { useTranslation } from 'react-i18next';

/** The three-level product-group tree, top-level groups as sections. */
export function ProductGroupTree({ groups }: { readonly groups: readonly ProductGroupNode[] }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="cat-group-tree">
      {groups.map((group) => (
        <section key={group.id} className="cat-group" data-testid="product-group">
          <h2>{group.name}</h2>
          <p className="cat-muted">{t('catalog.subgroups', { count: group.children.length })}</p>
          <GroupList groups={group.children} />
        </section>
      ))}
    </div>
  );
}

function GroupList({ groups }: { readonly groups: readonly ProductGroupNode[] }) {
  if (groups.length === 0) return null;
  return (
    <ul>
      {groups.map((group) => (
        <li key={group.id}>
          {group.name}
          <GroupList groups={group.children} />
        </li>
      ))}
    </ul>
  );
}
