import type { Kind } from './group-types.js';

/** Series names shared by all brands; a model name is a series plus a kind-specific suffix. */
export const SERIES = [
  'Kaamos', 'Aurora', 'Ridge', 'Summit', 'Vector', 'Nova', 'Apex', 'Drift', 'Tundra', 'Boreal',
  'Fjell', 'Tuuli', 'Koski', 'Storm', 'Glide', 'Edge', 'Zenith', 'Atlas', 'Orbit', 'Pulse',
  'Flow', 'Pioneer', 'Ranger', 'Scout', 'Trek', 'Crest', 'Cirrus', 'Stratus', 'Nimbus', 'Arctic',
  'Aspen', 'Birch', 'Cedar', 'Spruce', 'Lynx', 'Falcon', 'Raven', 'Fox', 'Wolf', 'Elk',
  'Otter', 'Polaris', 'Halo', 'Horizon', 'Meridian', 'Vertex', 'Sierra', 'Glacier', 'Tempest', 'Kestrel',
  'Heron', 'Gravity', 'Quest', 'Voyager', 'Nomad', 'Wander', 'Ember', 'Flint', 'Granite', 'Basalt',
  'Cobalt', 'Onyx', 'Quartz', 'Jade', 'Amber', 'Lumi', 'Revo', 'Usva', 'Sumu', 'Pilvi',
  'Myrsky', 'Salama', 'Helmi', 'Kallio', 'Harju', 'Rinne', 'Vuono', 'Kota', 'Laavu', 'Hanki',
];

const SKI = ['Pro', 'Race', 'Sport', 'Carbon', 'Ti', 'Elite', 'Comp', 'X', '88', '94', '102', '76'];
const BOOT = ['Pro', '110', '90', '120', '100 W', 'Mid WP', 'Low', 'XT', 'Lite', 'Winter', 'Trail', 'Hi'];
const APPAREL = ['Shell', 'Down', 'Hybrid', 'Light', '3L', 'Pro', 'Alpine', 'Merino', 'Tech', 'Wool', 'Active', 'Classic'];
const GEAR = ['Pro', 'Lite', 'Plus', 'II', 'III', 'Air', 'Max', 'Evo', 'Flex', 'UL', 'XL', 'Compact'];

/** Suffix banks by kind; kinds not listed use the gear bank. */
export const SUFFIXES: Partial<Record<Kind, readonly string[]>> = {
  ski: SKI,
  'xc-ski': ['Skin', 'Classic', 'Skate', 'Race', 'Sport', 'Carbon', 'Tour', 'Junior', 'Pro', 'Elite'],
  binding: ['12 GW', '11', '14 Pro', '10', 'Tour 12', 'Race', 'Auto', 'Control', 'Pro', 'Sport'],
  'ski-boot': BOOT,
  'xc-boot': BOOT,
  'hiking-boot': BOOT,
  'winter-boot': BOOT,
  shoe: ['2', '3', '4', 'GTX-free', 'Trail', 'Speed', 'Ultra', 'Lite', 'Max', 'Pro'],
  jacket: APPAREL,
  pants: APPAREL,
  'base-layer': ['150', '200', '250', 'Merino', 'Seamless', 'Zip', 'Crew', 'Light'],
  fleece: ['Grid', 'Zip', 'Hoody', 'Light', 'Pile', 'Tech', 'Classic'],
  overall: ['Snow', 'Mini', 'Play', 'Winter', 'Rain'],
  tent: ['1', '2', '3', '4', '2 UL', '3 XL', 'Lite 2', 'Dome 3'],
  'sleeping-bag': ['-5', '0', '-10', '+5', '-15', 'Comfort', 'Lite', 'Pro'],
  bike: ['1', '2', '3', '5', '7', 'Sport', 'Comp', 'Expert', 'Pro'],
};

/** A model number in the supplier's format, e.g. 'NV-1284-24'. */
export function modelNumber(brandSlug: string, index: number, year: number): string {
  const prefix = brandSlug.replace(/-/g, '').slice(0, 2).toUpperCase();
  return `${prefix}-${String(1000 + ((index * 7919) % 9000))}-${String(year).slice(-2)}`;
}
