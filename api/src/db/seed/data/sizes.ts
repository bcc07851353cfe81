import type { SizeScheme } from './group-types.js';

/** One size as stored on a variant (catalogue §3: name, sort order, slug). */
export interface SizeOption {
  size: string;
  slug: string;
  sort: number;
}

const LETTERS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];

function numeric(from: number, to: number, step: number, unit = ''): SizeOption[] {
  const sizes: SizeOption[] = [];
  for (let value = from; value <= to + 1e-9; value += step) {
    const label = Number.isInteger(value) ? String(value) : value.toFixed(1);
    sizes.push({
      size: unit ? `${label} ${unit}` : label,
      slug: label.replace('.', '-'),
      sort: Math.round(value * 10),
    });
  }
  return sizes;
}

function labels(names: readonly string[]): SizeOption[] {
  // Letter sizes sort from the smallest (3XS) to the largest (5XL) before numbers (catalogue §4 size ordering).
  return names.map((size, index) => ({
    size,
    slug: size.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    sort: index + 1,
  }));
}

/** Every size scheme; a model uses a consecutive run of its scheme. */
export const SIZE_SCHEMES: Record<SizeScheme, SizeOption[]> = {
  'alpine-ski': numeric(149, 191, 7, 'cm'),
  'junior-ski': numeric(90, 150, 10, 'cm'),
  'xc-ski': numeric(172, 207, 5, 'cm'),
  'brake-width': numeric(85, 115, 10, 'mm'),
  mondo: numeric(24.5, 31.5, 1),
  'junior-mondo': numeric(18.5, 24.5, 1),
  'eu-shoe': numeric(36, 47, 1),
  'eu-shoe-men': numeric(40, 47, 1),
  'eu-shoe-women': numeric(36, 42, 1),
  'kids-shoe': numeric(24, 35, 1),
  'alpine-pole': numeric(100, 135, 5, 'cm'),
  'xc-pole': numeric(140, 175, 5, 'cm'),
  head: labels(['XS (51-53 cm)', 'S (53-55 cm)', 'M (55-59 cm)', 'L (59-62 cm)']),
  letter: labels(LETTERS),
  'kids-height': numeric(86, 164, 6, 'cm'),
  'one-size': [{ size: 'One size', slug: 'one-size', sort: 1 }],
  frame: labels(['XS', 'S', 'M', 'L', 'XL']),
  tyre: labels(['26 x 2.1"', '27.5 x 2.25"', '29 x 2.25"', '700 x 40C']),
  'gift-amount': [{ size: 'One size', slug: 'one-size', sort: 1 }],
};
