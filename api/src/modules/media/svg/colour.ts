/** Colours a drawing is painted with, derived from one product colour. */
export interface Palette {
  main: string;
  dark: string;
  light: string;
  /** Details that must stand out from `main` (stripes, logos, zips). */
  accent: string;
  background: string;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(parts: readonly number[]): string {
  return `#${parts
    .map((part) =>
      Math.max(0, Math.min(255, Math.round(part)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  return toHex(channels(hex).map((part) => part + (target - part) * Math.abs(amount)));
}

/** Relative brightness 0..1. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Builds the palette of a product colour. */
export function paletteFor(hex: string): Palette {
  const bright = luminance(hex) > 0.6;
  return {
    main: hex,
    dark: shade(hex, bright ? -0.45 : -0.35),
    light: shade(hex, 0.35),
    accent: bright ? '#2b2d31' : '#f4f4f2',
    background: bright ? '#e4e7eb' : '#f3f4f6',
  };
}

/** True for a 6-digit hex colour without '#'. */
export function isHex(value: string): boolean {
  return /^[0-9a-f]{6}$/.test(value);
}
