import {
  encodeSize,
  type Facets,
  type Gender,
  type Language,
  type ProductCard,
  type ProductGroupNode,
  type ProductGroupsResponse,
  type ProductListPageRequest,
  splitPath,
} from '@shop/shared-contracts';
import { findGroupById } from '../../lib/find-group';

/**
 * The top-level group the wizard walks down from, as the api names it (`wizardGroups`), never
 * guessed from slugs; undefined when the api names none.
 */
export function findFootwearGroup(response: ProductGroupsResponse): ProductGroupNode | undefined {
  return findGroupById(response.productGroups, response.wizardGroups?.footwear);
}

/** Whom the shoes are for; unisex shoes match every answer (the product list's `genders`). */
export const SHOE_GENDERS = ['women', 'men', 'kids'] as const satisfies readonly Gender[];
export type ShoeGender = (typeof SHOE_GENDERS)[number];

/** How wide the feet are: the catalogue tells wide-lasted shoes by a checkbox property. */
export const SHOE_FITS = ['regular', 'wide'] as const;
export type ShoeFit = (typeof SHOE_FITS)[number];
export const WIDE_FIT_PROPERTY = 'wide-fit';

/** The questions in order; the fit is asked only where the shoes differ in width. */
export const SHOE_QUESTIONS = ['use', 'gender', 'size', 'fit'] as const;
export type ShoeQuestion = (typeof SHOE_QUESTIONS)[number];

/** What the shopper has answered: the use in the path, the rest in the query. */
export interface ShoeAnswers {
  /** The groups of the path below footwear; the last is the use. Empty: not answered. */
  readonly trail: readonly ProductGroupNode[];
  readonly gender?: ShoeGender;
  readonly size?: string;
  readonly fit?: ShoeFit;
}

const isGender = (value: string | null): value is ShoeGender =>
  (SHOE_GENDERS as readonly (string | null)[]).includes(value);
const isFit = (value: string | null): value is ShoeFit =>
  (SHOE_FITS as readonly (string | null)[]).includes(value);

/**
 * The answers of `/shoe-wizard/{use...}/?gender=&size=&fit=`: the path's slugs followed down
 * the footwear tree (any depth, so a narrower group works too), the query's answers where they
 * are ones the wizard asks. Null when a path segment names no group there.
 */
export function readShoeAnswers(
  footwear: ProductGroupNode,
  stepPath: string,
  search: URLSearchParams,
): ShoeAnswers | null {
  const trail: ProductGroupNode[] = [];
  let current = footwear;
  for (const slug of splitPath(stepPath)) {
    const next = current.children.find((child) => child.slug === slug.toLowerCase());
    if (!next) return null;
    trail.push(next);
    current = next;
  }
  const gender = search.get('gender');
  const size = search.get('size')?.trim();
  const fit = search.get('fit');
  return {
    trail,
    ...(isGender(gender) ? { gender } : {}),
    ...(size ? { size } : {}),
    ...(isFit(fit) ? { fit } : {}),
  };
}

/** The use answered: the deepest group of the path. */
export function shoeUse(answers: ShoeAnswers): ProductGroupNode | undefined {
  return answers.trail[answers.trail.length - 1];
}

/**
 * The question to ask next, or 'result'. `sizes` are the sizes the use and gender offer (a size
 * they do not offer is asked again); `offersFit` whether their shoes differ in width.
 */
export function nextShoeQuestion(
  answers: ShoeAnswers,
  sizes: readonly string[] | null,
  offersFit: boolean,
): ShoeQuestion | 'result' {
  if (!shoeUse(answers)) return 'use';
  if (!answers.gender) return 'gender';
  if (!answers.size || (sizes !== null && !sizes.includes(answers.size))) return 'size';
  if (offersFit && !answers.fit) return 'fit';
  return 'result';
}

/** The wizard path (`params['*']`) of a trail. */
export function shoeUsePath(trail: readonly ProductGroupNode[]): string {
  return trail.map((group) => group.slug).join('/');
}

/** The query of the answers after the use, in question order; empty when none. */
export function shoeSearch(answers: Omit<ShoeAnswers, 'trail'>): string {
  const query = new URLSearchParams();
  if (answers.gender) query.set('gender', answers.gender);
  if (answers.size) query.set('size', answers.size);
  if (answers.fit) query.set('fit', answers.fit);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The answers with the last one taken back (the Back link). */
export function withoutLastAnswer(answers: ShoeAnswers): ShoeAnswers {
  const { trail, gender, size, fit } = answers;
  if (fit) return { trail, ...(gender ? { gender } : {}), ...(size ? { size } : {}) };
  if (size) return { trail, ...(gender ? { gender } : {}) };
  if (gender) return { trail };
  return { trail: [] };
}

/**
 * The product list page the answers ask (catalogue §7 `productmodellist/page`): the use's
 * group for the gender (unisex shoes included), filtered by size and, for wide feet, by the
 * wide-fit property. `limit` 0 asks only for the counts and the sizes offered.
 */
export function shoeListRequest(
  use: ProductGroupNode,
  answers: Omit<ShoeAnswers, 'trail'>,
  options: { readonly language: Language; readonly taxAreaId: number; readonly limit: number },
): ProductListPageRequest {
  return {
    list: {
      source: 'ProductGroup',
      id: use.id,
      language: options.language,
      taxAreaId: options.taxAreaId,
      ...(answers.gender ? { genders: [answers.gender] } : {}),
    },
    filter: shoeFilter(answers),
    offset: 0,
    limit: options.limit,
  };
}

/** The listing filter of the answers (catalogue §4 URL form), also the group page's query. */
export function shoeFilter(answers: Omit<ShoeAnswers, 'trail'>): string {
  const filter = new URLSearchParams();
  if (answers.size) filter.set('size', encodeSize(answers.size));
  if (answers.fit === 'wide') filter.set(WIDE_FIT_PROPERTY, 'true');
  return filter.toString();
}

/** The sizes the list offers, in size order (the facet's order). */
export function offeredSizes(facets: Facets | null): string[] {
  return (facets?.size ?? []).map((facet) => facet.value);
}

/** Whether the list's shoes differ in width: some wide-lasted and some not. */
export function offersFitChoice(facets: Facets | null): boolean {
  return (facets?.properties ?? []).some(
    (property) => property.slug === WIDE_FIT_PROPERTY && property.filter === 'checkbox',
  );
}

export function isWideFit(card: ProductCard): boolean {
  return card.properties.some(
    (property) => property.slug === WIDE_FIT_PROPERTY && property.value === 'true',
  );
}

/**
 * Whether a shoe suits the fit answered: wide feet get wide-lasted shoes (the api already
 * filtered them), regular feet the others; no answer (the shoes do not differ) takes all.
 */
export function matchesFit(card: ProductCard, fit: ShoeFit | undefined): boolean {
  if (fit === undefined) return true;
  return fit === 'wide' ? isWideFit(card) : !isWideFit(card);
}
