import type { Palette } from './colour.js';
import { outline } from './draw-winter.js';

const sole = (p: Palette, y: number) =>
  `<path d="M50 ${y} L360 ${y} Q372 ${y + 14} 360 ${y + 30} L60 ${y + 30} Q44 ${y + 14} 50 ${y} Z" fill="${p.dark}"/>`;
const laces = (p: Palette, from: number, to: number) =>
  Array.from(
    { length: 4 },
    (_, i) =>
      `<line x1="${from + i * 22}" y1="${to - i * 24}" x2="${from + 50 + i * 22}" y2="${to + 8 - i * 24}" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>`,
  ).join('');

/** Hiking boots, shoes and winter boots, drawn side-on. */
export const FOOTWEAR = {
  'hiking-boot': (p: Palette) => `
<path d="M110 120 L210 110 L230 230 Q330 250 355 320 L360 360 L55 360 L70 240 Q95 200 110 120 Z" fill="${p.main}" ${outline(p)}/>
<path d="M60 320 L360 320" stroke="${p.light}" stroke-width="14"/>
${laces(p, 150, 250)}${sole(p, 360)}`,
  shoe: (p: Palette) => `
<path d="M70 250 Q90 200 150 200 L220 215 Q320 230 355 300 L360 340 L55 340 Z" fill="${p.main}" ${outline(p)}/>
<path d="M110 300 Q200 250 300 290" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>
<path d="M130 320 Q210 280 320 315" fill="none" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>
${sole(p, 340)}`,
  'winter-boot': (p: Palette) => `
<path d="M110 100 L230 100 L240 250 Q330 260 350 320 L355 370 L60 370 L80 250 Z" fill="${p.main}" ${outline(p)}/>
<path d="M100 70 Q170 40 240 70 L240 120 Q170 100 100 120 Z" fill="${p.light}" ${outline(p)}/>
${laces(p, 150, 260)}${sole(p, 370)}`,
};
