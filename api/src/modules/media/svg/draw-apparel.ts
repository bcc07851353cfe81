import type { Palette } from './colour.js';
import { outline } from './draw-winter.js';

const torso = (p: Palette, hood: boolean) => `
<path d="M140 90 L260 90 L340 140 L370 330 L320 340 L300 220 L300 440 L100 440 L100 220 L80 340 L30 330 L60 140 Z" fill="${p.main}" ${outline(p)}/>
${hood ? `<path d="M140 92 Q200 20 260 92 Q200 120 140 92 Z" fill="${p.dark}" ${outline(p)}/>` : `<path d="M160 90 Q200 120 240 90" fill="none" ${outline(p)}/>`}`;

const pants = (p: Palette) => `
<path d="M120 70 L280 70 L300 450 L220 450 L200 200 L180 450 L100 450 Z" fill="${p.main}" ${outline(p)}/>
<rect x="120" y="70" width="160" height="26" fill="${p.dark}"/>`;

/** Jackets, pants, layers, overalls, shirts, vests and gloves. */
export const APPAREL = {
  jacket: (p: Palette) => `${torso(p, true)}
<line x1="200" y1="110" x2="200" y2="440" stroke="${p.accent}" stroke-width="6"/>
<rect x="230" y="250" width="50" height="8" rx="4" fill="${p.accent}"/>
<rect x="120" y="250" width="50" height="8" rx="4" fill="${p.accent}"/>`,
  fleece: (p: Palette) => `${torso(p, false)}
<line x1="200" y1="95" x2="200" y2="200" stroke="${p.accent}" stroke-width="6"/>
<rect x="230" y="160" width="40" height="50" rx="6" fill="${p.light}" ${outline(p, 2)}/>`,
  'base-layer': (p: Palette) => `${torso(p, false)}
<path d="M100 300 L300 300" stroke="${p.light}" stroke-width="14"/>`,
  shirt: (p: Palette) => `
<path d="M140 90 L260 90 L350 150 L320 210 L290 190 L290 440 L110 440 L110 190 L80 210 L50 150 Z" fill="${p.main}" ${outline(p)}/>
<path d="M165 90 Q200 125 235 90" fill="none" ${outline(p)}/>
<path d="M110 330 L290 300" stroke="${p.accent}" stroke-width="8"/>`,
  pants,
  overall: (p: Palette) => `
<path d="M140 60 L260 60 L330 110 L355 280 L310 285 L295 190 L300 460 L215 460 L200 300 L185 460 L100 460 L105 190 L90 285 L45 280 L70 110 Z" fill="${p.main}" ${outline(p)}/>
<path d="M140 62 Q200 0 260 62 Q200 90 140 62 Z" fill="${p.dark}" ${outline(p)}/>
<line x1="200" y1="80" x2="200" y2="290" stroke="${p.accent}" stroke-width="6"/>
<path d="M110 380 L190 380 M210 380 L290 380" stroke="${p.light}" stroke-width="12"/>`,
  vest: (p: Palette) => `
<path d="M130 80 L170 80 Q200 150 230 80 L270 80 L300 160 L300 420 L100 420 L100 160 Z" fill="${p.main}" ${outline(p)}/>
<rect x="120" y="180" width="50" height="110" rx="14" fill="${p.light}" ${outline(p, 3)}/>
<rect x="230" y="180" width="50" height="110" rx="14" fill="${p.light}" ${outline(p, 3)}/>
<path d="M110 340 L290 340 M110 370 L290 370" stroke="${p.accent}" stroke-width="6"/>`,
  glove: (p: Palette) => `
<path d="M120 440 L120 250 L80 200 Q70 180 95 175 L140 215 L140 110 Q140 90 160 90 Q178 90 178 110 L180 200 L185 80 Q187 60 205 60 Q224 60 223 82 L222 200 L228 95 Q230 75 248 77 Q266 80 264 100 L260 210 L268 140 Q272 122 288 126 Q304 130 300 150 L290 300 Q285 360 280 440 Z" fill="${p.main}" ${outline(p)}/>
<rect x="118" y="380" width="165" height="60" fill="${p.dark}"/>`,
};
