/** Platform §9: card images are requested 320 px wide from the media route. */
export const CARD_IMAGE_WIDTH = 320;

/** The picture at card width, unless the address already names a width. */
export function cardImageUrl(url: string): string {
  if (/[?&]w=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}w=${CARD_IMAGE_WIDTH}`;
}
