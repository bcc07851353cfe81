import { MEDIA_SIZES } from '@shop/shared-contracts';
import type { MediaFolder } from './media-keys.js';
import { DEFAULT_SIZES } from './media-render.js';

const WIDTHS: readonly number[] = [...MEDIA_SIZES.widths].sort((a, b) => a - b);
const FRAMES: readonly (readonly [number, number])[] = MEDIA_SIZES.frames;
const MAX_FRAME_WIDTH = Math.max(...FRAMES.map(([width]) => width));
const MAX_FRAME_HEIGHT = Math.max(...FRAMES.map(([, height]) => height));

/** The smallest allowed width at least `width`, or the largest when none is that wide. */
function snapWidth(width: number): number {
  return WIDTHS.find((allowed) => allowed >= width) ?? (WIDTHS.at(-1) as number);
}

/**
 * The allowed frame for a `width` × `height` request: shrunk (proportions kept) to fit the
 * largest frames, then among the frames covering it the one closest in proportions, the
 * smallest of those. A frame the pages ask for is therefore answered as itself.
 */
function snapFrame(width: number, height: number): readonly [number, number] {
  const scale = Math.min(1, MAX_FRAME_WIDTH / width, MAX_FRAME_HEIGHT / height);
  // A hair of slack: the shrunk side may land a rounding error above the largest frame.
  const [w, h] = [width * scale - 1e-6, height * scale - 1e-6];
  const covering = FRAMES.filter(([fw, fh]) => fw >= w && fh >= h);
  const ratio = Math.log(width / height);
  const distance = ([fw, fh]: readonly [number, number]) => Math.abs(Math.log(fw / fh) - ratio);
  return (covering.length > 0 ? covering : FRAMES).reduce((best, frame) => {
    const closer = distance(frame) - distance(best);
    const isSmaller = frame[0] * frame[1] < best[0] * best[1];
    return closer < -1e-9 || (closer <= 1e-9 && isSmaller) ? frame : best;
  });
}

/**
 * The size the media route renders for a request (issue 13 point 7): never anything outside
 * `MEDIA_SIZES` and the folders' default sizes, so arbitrary `w`/`h` values cost no rendering
 * and no cache entry of their own. A width alone snaps up to the next allowed width (capped at
 * the largest) and takes its height from the folder's proportions; a height alone is read as
 * the width of those proportions; both snap to an allowed frame; neither is the folder default.
 */
export function snapSize(
  folder: MediaFolder,
  width: number | undefined,
  height: number | undefined,
): readonly [number, number] {
  const [defaultWidth, defaultHeight] = DEFAULT_SIZES[folder];
  if (width === undefined && height === undefined) return DEFAULT_SIZES[folder];
  if (width !== undefined && height !== undefined) return snapFrame(width, height);
  const wanted = width ?? ((height as number) * defaultWidth) / defaultHeight;
  const snapped = snapWidth(wanted);
  return [snapped, Math.round((snapped * defaultHeight) / defaultWidth)];
}

/** Every size `snapSize` can answer for a folder: the frames, the widths and the default. */
export function allowedSizes(folder: MediaFolder): readonly (readonly [number, number])[] {
  const fromWidths = WIDTHS.map((width) => snapSize(folder, width, undefined));
  return [...FRAMES, ...fromWidths, DEFAULT_SIZES[folder]];
}
