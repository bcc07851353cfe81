import { createRandom, hashString, type Random } from '../../../db/seed/prng.js';
import type { SceneTheme } from '../media-keys.js';
import { shade } from './colour.js';

const SKIES: Record<SceneTheme, [string, string]> = {
  alpine: ['#5aa0e6', '#dceefc'],
  nordic: ['#8fb8de', '#f1f6fb'],
  forest: ['#79b4d9', '#e8f2e4'],
  lake: ['#f3b37a', '#fde7cf'],
  fell: ['#e0935a', '#f9d9a9'],
  camp: ['#24304f', '#5b6f9c'],
  city: ['#9bb7cf', '#eef2f6'],
  sale: ['#c8242b', '#e45a4f'],
  club: ['#3a0f1a', '#6d1f2f'],
};

const SNOWY: readonly SceneTheme[] = ['alpine', 'nordic'];

function ridge(random: Random, base: number, height: number, fill: string): string {
  const points = [`0,900`, `0,${base}`];
  for (let x = 0; x <= 1600; x += 160) points.push(`${x},${base - random.int(0, height)}`);
  points.push('1600,900');
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

function trees(random: Random, count: number, y: number, fill: string): string {
  return Array.from({ length: count }, () => {
    const x = random.int(0, 1600);
    const size = random.int(40, 110);
    return `<polygon points="${x},${y - size * 2} ${x - size / 2},${y} ${x + size / 2},${y}" fill="${fill}"/>`;
  }).join('');
}

function details(theme: SceneTheme, random: Random, accent: string): string {
  switch (theme) {
    case 'lake':
      return `<rect x="0" y="640" width="1600" height="260" fill="#4f86b0"/><rect x="0" y="640" width="1600" height="12" fill="#fde7cf" opacity="0.5"/>`;
    case 'camp':
      return `<polygon points="700,760 800,600 900,760" fill="${accent}"/><polygon points="780,760 800,700 820,760" fill="#1d1d1f"/><circle cx="1000" cy="750" r="14" fill="#f2a33a"/>`;
    case 'city':
      return Array.from(
        { length: 14 },
        (_, i) =>
          `<rect x="${i * 115}" y="${560 - random.int(0, 220)}" width="90" height="400" fill="${shade('#4a4d52', i % 2 ? 0.2 : 0)}"/>`,
      ).join('');
    case 'sale':
      return Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${i * 240 - 200}" y="-100" width="70" height="1200" fill="#ffffff" opacity="0.08" transform="rotate(25 ${i * 240} 450)"/>`,
      ).join('');
    case 'club':
      return Array.from(
        { length: 30 },
        () =>
          `<circle cx="${random.int(0, 1600)}" cy="${random.int(0, 500)}" r="${random.int(2, 5)}" fill="#f2c230" opacity="0.8"/>`,
      ).join('');
    default:
      return '';
  }
}

/** A landscape for banners, blog posts and stores; `slice` fills any aspect ratio. */
export function scenePicture(options: {
  theme: SceneTheme;
  hex: string;
  seed: string;
  width: number;
  height: number;
}): string {
  const random = createRandom(hashString(`${options.theme}:${options.seed}`));
  const [top, bottom] = SKIES[options.theme];
  const accent = `#${options.hex}`;
  const snow = SNOWY.includes(options.theme);
  const far = snow ? '#e9eef5' : '#8ca0b3';
  const near = snow ? '#ffffff' : options.theme === 'fell' ? '#b5643a' : '#3f6b4e';
  const sunY = random.int(120, 300);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#sky)"/>
<circle cx="${random.int(200, 1400)}" cy="${sunY}" r="${random.int(50, 90)}" fill="#fff6c2" opacity="0.85"/>
${ridge(random, 520, 260, far)}
${ridge(random, 640, 160, shade(near, -0.1))}
${options.theme === 'sale' || options.theme === 'club' ? '' : trees(random, options.theme === 'forest' || options.theme === 'nordic' ? 26 : 10, 820, '#24483a')}
${details(options.theme, random, accent)}
${ridge(random, 820, 50, near)}
</svg>`;
}
