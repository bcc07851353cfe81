/**
 * Catalogue §7: a list ordered by ids (`sortIds`, the recommendation order): the listed ids come
 * first in that order, the rest keep their order after them.
 */
export function orderByIds<Item extends { readonly id: number }>(
  items: readonly Item[],
  ids: readonly number[] | undefined,
): Item[] {
  if (!ids || ids.length === 0) return [...items];
  const rank = new Map<number, number>();
  ids.forEach((id, index) => {
    if (!rank.has(id)) rank.set(id, index);
  });
  const listed = items.filter((item) => rank.has(item.id));
  listed.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...listed, ...items.filter((item) => !rank.has(item.id))];
}
