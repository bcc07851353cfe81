/**
 * Platform §5: an iframe stays only for the video platform's embed address, here a YouTube
 * video id under `https://www.youtube.com/embed/` and an optional plain query (`?start=30`).
 * The raw text is matched, so `..`, encoded dots, another host or scheme never pass.
 */
const EMBED_ADDRESS = /^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]+(\?[A-Za-z0-9_=&-]*)?$/;

export function isAllowedEmbed(src: string): boolean {
  return EMBED_ADDRESS.test(src.trim());
}
