import {
  type Language,
  localisePath,
  type ProductGroupDetail,
  pathOf,
  ROUTES,
} from '@shop/shared-contracts';

/** One breadcrumb: a label and the path it leads to. */
export interface BreadcrumbItem {
  readonly label: string;
  readonly href: string;
}

const groupHref = (path: string, language: Language) => localisePath(`/${path}/`, language);

/** Catalogue §2: a group page's breadcrumb from its place in the group tree, root first. */
export function groupBreadcrumbs(
  group: Pick<ProductGroupDetail, 'name' | 'path' | 'ancestors'>,
  language: Language,
): BreadcrumbItem[] {
  return [
    ...group.ancestors.map((ancestor) => ({
      label: ancestor.name,
      href: groupHref(ancestor.path, language),
    })),
    { label: group.name, href: groupHref(group.path, language) },
  ];
}

/** Catalogue §2 brand page: Brands (the localised brands url), then the brand. */
export function brandBreadcrumbs(
  brand: { readonly name: string; readonly slug: string },
  brandsLabel: string,
  language: Language,
): BreadcrumbItem[] {
  return [
    { label: brandsLabel, href: pathOf(ROUTES.brands, language) },
    { label: brand.name, href: localisePath(`/${brand.slug}/`, language) },
  ];
}

/** Platform §2: an item links unless it is the current path (trailing slash and case aside). */
export function isCurrentPath(href: string, pathname: string): boolean {
  const normalise = (path: string) => decodeURI(path).replace(/\/+$/, '').toLowerCase() || '/';
  return normalise(href.split('?')[0] ?? href) === normalise(pathname);
}
