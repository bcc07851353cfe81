import { type Language, localisePath, type ProductGroupNode } from '@shop/shared-contracts';
import { Link } from '@shop/shared-contracts/router';

/** A front-page tile: a top-level product group shown in the menu and its page. */
export interface CategoryTile {
  readonly id: number;
  readonly name: string;
  readonly href: string;
}

/**
 * The top-level groups the menu shows (platform §3 `showInMenu`), in menu order, each leading to
 * its product-group page `/{group.path}/` in the shopper's language.
 */
export function categoryTiles(
  groups: readonly ProductGroupNode[],
  language: Language,
): CategoryTile[] {
  return groups
    .filter((group) => group.showInMenu)
    .map((group) => ({
      id: group.id,
      name: group.name,
      href: localisePath(`/${group.path}/`, language),
    }));
}

/** The category tiles: each a link to its product group. */
export function CategoryTiles({
  groups,
  language,
}: {
  readonly groups: readonly ProductGroupNode[];
  readonly language: Language;
}) {
  return (
    <ul className="cnt-categories">
      {categoryTiles(groups, language).map((tile) => (
        <li key={tile.id} data-testid="home-category">
          <Link to={tile.href} className="cnt-category-link">
            {tile.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
