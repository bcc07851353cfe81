/** Platform §9: a meta description is cut at about 150 characters. */
export const META_DESCRIPTION_LENGTH = 150;

/**
 * A text as a meta description (platform §9): white space collapsed, and when longer than
 * `length`, cut at the last word boundary within it with an ellipsis.
 */
export function metaDescription(text: string, length = META_DESCRIPTION_LENGTH): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= length) return collapsed;
  const cut = collapsed.slice(0, length);
  const boundary = cut.lastIndexOf(' ');
  const words = (boundary > 0 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:!?-]+$/, '');
  return `${words}…`;
}
