/** Platform §9: card images are requested 320 px wide from the media route. */
export const CARD_IMAGE_WIDTH = 320;

/**
 * The one rule for media addresses: the picture at `width` (and `height` when a frame needs a
 * fixed crop) from the api's media route, unless the address already names a width. External
 * and data addresses are returned as they are.
 */
export function mediaUrl(path: string, width: number, height?: number): string {
  if (!path || /^(data:|blob:)/.test(path) || /[?&]w=/.test(path)) return path;
  // Whole pixels only: the media route refuses `h=223.5` (half of an odd height in a srcset).
  const w = Math.round(width);
  const size = height === undefined ? `w=${w}` : `w=${w}&h=${Math.round(height)}`;
  return `${path}${path.includes('?') ? '&' : '?'}${size}`;
}

/**
 * A `srcset` of the picture at its width and twice that (sharp on 2x screens), the height kept
 * in proportion when given.
 */
export function mediaSrcSet(path: string, width: number, height?: number): string {
  return [1, 2]
    .map((scale) => {
      const url = mediaUrl(path, width * scale, height === undefined ? undefined : height * scale);
      return `${url} ${width * scale}w`;
    })
    .join(', ');
}
