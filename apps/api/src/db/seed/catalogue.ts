import { ACCESSORIES_ROOT } from './accessories-catalogue';
import { BOARD_ROOT } from './board-catalogue';
import { BRANDS_ROOT } from './brands-catalogue';
import type { Root } from './catalogue-types';
import { DEVICE_ROOTS } from './device-catalogue';
import { CONSOLES_ROOT, OTHERS_ROOT } from './other-device-catalogue';
import { REFURBISHING_ROOT } from './refurbishing-catalogue';
import { TOOLS_ROOT } from './tools-catalogue';

/** The spec's top-level categories, in the spec's order. */
export const CATALOGUE: Root[] = [
  ...DEVICE_ROOTS,
  OTHERS_ROOT,
  CONSOLES_ROOT,
  ACCESSORIES_ROOT,
  TOOLS_ROOT,
  BRANDS_ROOT,
  REFURBISHING_ROOT,
  BOARD_ROOT,
];
