import type { Palette } from './colour.js';

/** Stroke attributes every outline shares. */
export const outline = (p: Palette, width = 4) =>
  `stroke="${p.dark}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

function ski(p: Palette, x: number, width: number, angle: number): string {
  const half = width / 2;
  return `<g transform="rotate(${angle} ${x} 250)">
<path d="M${x - half} 440 L${x - half} 90 Q${x - half} 40 ${x} 28 Q${x + half} 40 ${x + half} 90 L${x + half} 440 Q${x} 458 ${x - half} 440 Z" fill="${p.main}" ${outline(p)}/>
<rect x="${x - half + 6}" y="120" width="${width - 12}" height="70" rx="6" fill="${p.accent}" opacity="0.85"/>
<rect x="${x - half + 6}" y="300" width="${width - 12}" height="18" rx="4" fill="${p.light}"/>
</g>`;
}

/** Alpine and cross-country skis, bindings, boots, poles, helmets and goggles. */
export const WINTER = {
  ski: (p: Palette) => ski(p, 165, 50, -5) + ski(p, 235, 50, 5),
  'xc-ski': (p: Palette) => ski(p, 175, 30, -3) + ski(p, 225, 30, 3),
  binding: (p: Palette) => `
<rect x="60" y="300" width="280" height="40" rx="12" fill="${p.dark}" ${outline(p)}/>
<path d="M70 300 L70 240 Q70 210 110 210 L150 210 L150 300 Z" fill="${p.main}" ${outline(p)}/>
<path d="M250 300 L250 200 Q250 170 290 170 L330 180 L330 300 Z" fill="${p.main}" ${outline(p)}/>
<rect x="270" y="220" width="50" height="20" rx="6" fill="${p.accent}"/>
<path d="M120 340 L100 400 M300 340 L320 400" ${outline(p, 8)}/>`,
  'ski-boot': (p: Palette) => `
<path d="M110 90 L250 70 L270 200 L300 250 Q340 280 330 350 L330 400 L90 400 L100 300 Z" fill="${p.main}" ${outline(p)}/>
<rect x="80" y="400" width="260" height="36" rx="8" fill="${p.dark}"/>
${[130, 180, 230, 280].map((y, i) => `<rect x="${200 + i * 25}" y="${y}" width="60" height="14" rx="5" fill="${p.accent}" transform="rotate(-12 ${200 + i * 25} ${y})"/>`).join('')}
<path d="M110 90 L250 70 L255 110 L112 130 Z" fill="${p.light}" ${outline(p)}/>`,
  'xc-boot': (p: Palette) => `
<path d="M120 160 L230 150 L250 260 Q330 270 350 330 L350 370 L70 370 L80 300 Q110 260 120 160 Z" fill="${p.main}" ${outline(p)}/>
<path d="M120 160 L230 150 L235 200 L118 210 Z" fill="${p.dark}"/>
<path d="M150 250 L300 300" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>
<rect x="60" y="370" width="300" height="24" rx="8" fill="${p.dark}"/>
<rect x="330" y="374" width="30" height="10" fill="${p.accent}"/>`,
  pole: (p: Palette) =>
    [150, 250]
      .map(
        (x) => `
<line x1="${x}" y1="60" x2="${x}" y2="460" stroke="${p.dark}" stroke-width="9" stroke-linecap="round"/>
<rect x="${x - 16}" y="40" width="32" height="90" rx="12" fill="${p.main}" ${outline(p)}/>
<ellipse cx="${x}" cy="410" rx="34" ry="10" fill="${p.accent}" ${outline(p, 3)}/>`,
      )
      .join(''),
  helmet: (p: Palette) => `
<path d="M80 320 Q70 130 200 110 Q330 120 325 320 Q300 340 270 330 L250 290 Q200 280 140 300 L120 340 Q90 340 80 320 Z" fill="${p.main}" ${outline(p)}/>
${[150, 200, 250].map((x) => `<rect x="${x - 8}" y="140" width="16" height="50" rx="8" fill="${p.dark}"/>`).join('')}
<path d="M120 340 Q140 380 170 390" fill="none" ${outline(p, 6)}/>`,
  goggles: (p: Palette) => `
<path d="M40 250 Q60 200 120 200 L280 200 Q340 200 360 250" fill="none" stroke="${p.dark}" stroke-width="18"/>
<path d="M80 210 Q200 170 320 210 Q350 260 320 310 Q260 330 220 300 Q200 285 180 300 Q140 330 80 310 Q50 260 80 210 Z" fill="${p.main}" ${outline(p)}/>
<path d="M100 225 Q200 195 300 225 Q320 260 300 292 Q255 305 225 285 Q200 268 175 285 Q145 305 100 292 Q80 260 100 225 Z" fill="${p.accent}" opacity="0.55"/>`,
};
