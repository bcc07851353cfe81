import { hashString } from '../../../db/seed/prng.js';
import { escapeXml, FONT } from './text.js';

const INKS = ['#1f2f55', '#24483a', '#6d1f2f', '#1d1d1f', '#1d5a6b', '#7a4e2d', '#c8242b'];

/** A brand word mark: a small peak glyph and the name, on a transparent background. */
export function logoPicture(options: {
  slug: string;
  name: string;
  width: number;
  height: number;
}): string {
  const ink = INKS[hashString(options.slug) % INKS.length] ?? '#1d1d1f';
  const name = escapeXml(options.name.toUpperCase());
  // Long names get a smaller font so they fit right of the glyph (about 0.7 em per capital).
  const size = Math.min(44, Math.floor(230 / (Math.max(1, options.name.length) * 0.7)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 400 200" preserveAspectRatio="xMidYMid meet">
<polygon points="30,130 70,60 95,100 110,80 140,130" fill="${ink}"/>
<text x="155" y="${100 + size / 3}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${ink}">${name}</text>
</svg>`;
}
