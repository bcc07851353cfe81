import { type Language, localisePath, type ResourcesResponse } from '@shop/shared-contracts';
import { Link } from '@shop/shared-contracts/router';
import { groupBrandsByInitial } from './group-brands';

type Brand = ResourcesResponse['manufacturers'][number];

/** The A–Z brand index; each brand links to its brand page `/{slug}/` (catalogue §2). */
export function BrandIndex({
  brands,
  locale,
}: {
  readonly brands: readonly Brand[];
  readonly locale: Language;
}) {
  return (
    <div className="cat-brand-index">
      {groupBrandsByInitial(brands, locale).map(({ initial, brands: group }) => (
        <section key={initial} className="cat-brand-letter" aria-label={initial}>
          <h2>{initial}</h2>
          <ul>
            {group.map((brand) => (
              <li key={brand.slug} data-testid="brand">
                <Link to={localisePath(`/${brand.slug}/`, locale)}>{brand.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
