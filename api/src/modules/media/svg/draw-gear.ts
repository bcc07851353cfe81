import type { Palette } from './colour.js';
import { outline } from './draw-winter.js';

const wheel = (p: Palette, x: number) =>
  `<circle cx="${x}" cy="330" r="90" fill="none" stroke="${p.dark}" stroke-width="14"/><circle cx="${x}" cy="330" r="10" fill="${p.dark}"/>`;

/** Camping, hiking, cycling and running gear. */
export const GEAR = {
  tent: (p: Palette) => `
<path d="M30 400 Q200 60 370 400 Z" fill="${p.main}" ${outline(p)}/>
<path d="M200 140 L130 400 M200 140 L270 400" stroke="${p.dark}" stroke-width="5"/>
<path d="M150 400 Q200 230 250 400 Z" fill="${p.dark}"/>
<path d="M20 400 L380 400" ${outline(p, 6)}/>`,
  'sleeping-bag': (p: Palette) => `
<path d="M140 60 Q200 30 260 60 Q300 100 290 200 L270 440 Q200 470 130 440 L110 200 Q100 100 140 60 Z" fill="${p.main}" ${outline(p)}/>
<ellipse cx="200" cy="100" rx="45" ry="35" fill="${p.dark}"/>
${[170, 230, 290, 350, 410].map((y) => `<path d="M120 ${y} Q200 ${y + 18} 280 ${y}" fill="none" stroke="${p.dark}" stroke-width="3"/>`).join('')}
<line x1="255" y1="140" x2="250" y2="420" stroke="${p.accent}" stroke-width="5"/>`,
  pad: (p: Palette) => `
<rect x="60" y="120" width="200" height="300" rx="20" fill="${p.main}" ${outline(p)}/>
${[160, 200, 240, 280, 320, 360].map((y) => `<line x1="70" y1="${y}" x2="250" y2="${y}" stroke="${p.dark}" stroke-width="3"/>`).join('')}
<ellipse cx="300" cy="330" rx="55" ry="90" fill="${p.light}" ${outline(p)}/>
<ellipse cx="300" cy="330" rx="25" ry="45" fill="${p.dark}"/>`,
  stove: (p: Palette) => `
<rect x="130" y="290" width="140" height="150" rx="30" fill="${p.main}" ${outline(p)}/>
<rect x="180" y="250" width="40" height="40" fill="${p.dark}"/>
<ellipse cx="200" cy="240" rx="70" ry="16" fill="${p.accent}" ${outline(p, 3)}/>
<path d="M120 230 L150 190 M280 230 L250 190 M200 225 L200 185" ${outline(p, 8)}/>
<path d="M175 215 Q185 180 200 200 Q215 170 225 215" fill="#f2a33a"/>`,
  pot: (p: Palette) => `
<path d="M90 200 L310 200 L295 400 Q200 420 105 400 Z" fill="${p.main}" ${outline(p)}/>
<ellipse cx="200" cy="200" rx="110" ry="22" fill="${p.light}" ${outline(p)}/>
<path d="M310 230 L380 220" ${outline(p, 10)}/>
<rect x="185" y="165" width="30" height="16" rx="6" fill="${p.dark}"/>`,
  backpack: (p: Palette) => `
<path d="M110 110 Q110 70 200 70 Q290 70 290 110 L305 420 Q200 450 95 420 Z" fill="${p.main}" ${outline(p)}/>
<path d="M105 110 Q200 60 295 110 L295 170 Q200 140 105 170 Z" fill="${p.dark}" ${outline(p)}/>
<rect x="140" y="260" width="120" height="110" rx="20" fill="${p.light}" ${outline(p, 3)}/>
<line x1="150" y1="300" x2="250" y2="300" stroke="${p.accent}" stroke-width="5"/>`,
  headlamp: (p: Palette) => `
<ellipse cx="200" cy="260" rx="150" ry="80" fill="none" stroke="${p.dark}" stroke-width="22"/>
<rect x="140" y="280" width="120" height="90" rx="22" fill="${p.main}" ${outline(p)}/>
<circle cx="200" cy="325" r="28" fill="#fff6c2" ${outline(p, 3)}/>
<path d="M190 370 L120 470 L280 470 L210 370 Z" fill="#fff6c2" opacity="0.6"/>`,
  compass: (p: Palette) => `
<rect x="110" y="60" width="180" height="380" rx="18" fill="${p.light}" opacity="0.9" ${outline(p)}/>
<circle cx="200" cy="290" r="75" fill="${p.main}" ${outline(p)}/>
<path d="M200 225 L215 290 L200 355 L185 290 Z" fill="${p.accent}"/>
<path d="M200 225 L215 290 L185 290 Z" fill="#c8242b"/>
${[100, 130, 160].map((y) => `<line x1="120" y1="${y}" x2="150" y2="${y}" stroke="${p.dark}" stroke-width="3"/>`).join('')}`,
  bottle: (p: Palette) => `
<path d="M150 140 L250 140 Q280 170 280 220 L280 430 Q200 455 120 430 L120 220 Q120 170 150 140 Z" fill="${p.main}" ${outline(p)}/>
<rect x="165" y="70" width="70" height="75" rx="12" fill="${p.dark}" ${outline(p)}/>
<rect x="130" y="260" width="140" height="80" fill="${p.light}" opacity="0.8"/>`,
  bike: (p: Palette) => `${wheel(p, 100)}${wheel(p, 300)}
<path d="M100 330 L170 200 L290 200 L300 330 M170 200 L210 330 L100 330 M210 330 L290 200" fill="none" stroke="${p.main}" stroke-width="14" stroke-linejoin="round"/>
<path d="M170 200 L160 170 M140 165 L185 165 M290 200 L280 160 L310 150" fill="none" ${outline(p, 10)}/>
<circle cx="210" cy="330" r="16" fill="${p.dark}"/>`,
  tyre: (p: Palette) => `
<circle cx="200" cy="250" r="170" fill="${p.dark}"/>
<circle cx="200" cy="250" r="120" fill="${p.background}"/>
${Array.from({ length: 24 }, (_, i) => `<rect x="194" y="84" width="12" height="22" rx="3" fill="${p.main}" transform="rotate(${i * 15} 200 250)"/>`).join('')}`,
  watch: (p: Palette) => `
<rect x="160" y="40" width="80" height="420" rx="30" fill="${p.main}" ${outline(p)}/>
<circle cx="200" cy="250" r="95" fill="#2b2d31" ${outline(p)}/>
<circle cx="200" cy="250" r="75" fill="#1d1d1f"/>
<path d="M200 250 L200 195 M200 250 L240 270" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>`,
  'gift-card': (p: Palette) => `
<rect x="40" y="130" width="320" height="220" rx="18" fill="${p.main}" ${outline(p)}/>
<rect x="120" y="130" width="34" height="220" fill="#f2c230"/>
<path d="M137 130 Q100 80 80 110 Q70 140 137 130 Q175 80 195 110 Q205 140 137 130" fill="none" stroke="#f2c230" stroke-width="10"/>`,
};
