import { type Language, localisePath } from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { Link } from '@shop/shared-contracts/router';
import type { ReactNode } from 'react';
import { catalogMessages } from '../../messages/catalog-messages';
import type { FootwearWays, ShoeGender } from './footwear-groups';

/** One gender's way in: its footwear groups and the categories, then `children` (its shoes). */
export function ShoeGenderSection({
  gender,
  ways,
  language,
  children,
}: {
  readonly gender: ShoeGender;
  readonly ways: FootwearWays;
  readonly language: Language;
  readonly children?: ReactNode;
}) {
  const { t } = useMessages(catalogMessages);
  const groups = [...ways.byGender[gender], ...ways.categories];
  return (
    <section className="cat-shoes-section" data-testid={`shoes-${gender}`}>
      <h2>{t(gender === 'women' ? 'shoes.women' : 'shoes.men')}</h2>
      {groups.length > 0 ? (
        <nav aria-label={t('shoes.categories')} className="cat-subgroups">
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <Link to={localisePath(`/${group.path}/`, language)} data-testid="shoes-group-link">
                  {group.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
    </section>
  );
}
