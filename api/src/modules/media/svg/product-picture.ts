import type { Kind } from '../../../db/seed/data/group-types.js';
import { paletteFor } from './colour.js';
import { APPAREL } from './draw-apparel.js';
import { FOOTWEAR } from './draw-footwear.js';
import { GEAR } from './draw-gear.js';
import { WINTER } from './draw-winter.js';
import { escapeXml, FONT } from './text.js';

const DRAWINGS: Record<Kind, (palette: ReturnType<typeof paletteFor>) => string> = {
  ...WINTER,
  ...APPAREL,
  ...FOOTWEAR,
  ...GEAR,
};

/** True when the media route can draw this product kind. */
export function isKind(value: string): value is Kind {
  return Object.hasOwn(DRAWINGS, value);
}

// View 0 is the front, 1 the mirrored back, 2 a close-up detail.
const VIEWS = ['', 'translate(400 0) scale(-1 1)', 'translate(-100 -110) scale(1.5)'];

/** A product photo stand-in: the kind's silhouette in the colour, brand name below. */
export function productPicture(options: {
  kind: Kind;
  hex: string;
  brand: string;
  view: number;
  width: number;
  height: number;
}): string {
  const palette = paletteFor(`#${options.hex}`);
  const transform = VIEWS[options.view % VIEWS.length] ?? '';
  const label = options.brand
    ? `<text x="200" y="488" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" letter-spacing="3" fill="#4a4d52">${escapeXml(options.brand.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${options.width} ${options.height}">
<rect width="100%" height="100%" fill="${palette.background}"/>
<svg x="0" y="0" width="${options.width}" height="${options.height}" viewBox="0 0 400 500" preserveAspectRatio="xMidYMid meet">
<ellipse cx="200" cy="462" rx="150" ry="12" fill="#000" opacity="0.08"/>
<g transform="${transform}">${DRAWINGS[options.kind](palette)}</g>
${label}
</svg>
</svg>`;
}
