/** Catalogue §9 image widths: gallery 960, zoomed 1920, thumbnails 96, cards 320. */
export const IMAGE_WIDTH = { gallery: 960, zoomed: 1920, thumbnail: 96, card: 320 } as const;

/** The media url asking the image service for a width. */
export function imageSrc(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
}
