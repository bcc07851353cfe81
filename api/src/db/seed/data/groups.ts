import type { TopSpec } from './group-types.js';
import { CLOTHING } from './groups-clothing.js';
import { FOOTWEAR } from './groups-footwear.js';
import { NORDIC } from './groups-nordic.js';
import { OUTLET, SERVICE_PRODUCTS } from './groups-other.js';
import { CAMPING, HIKING } from './groups-outdoor.js';
import { CYCLING, RUNNING } from './groups-sport.js';
import { ALPINE } from './groups-winter.js';

/** The whole three-level product-group tree in menu order. */
export const GROUP_TREE: readonly TopSpec[] = [
  ALPINE,
  NORDIC,
  CLOTHING,
  FOOTWEAR,
  CAMPING,
  HIKING,
  CYCLING,
  RUNNING,
  OUTLET,
  SERVICE_PRODUCTS,
];
