import { BULK_PACKS, goods, partImage as img, modelNames as names, type Root } from './catalogue-types';
import { GALAXY_S, IPHONES } from './device-catalogue';

const IPHONE_FITS = names(IPHONES.slice(0, 20));

export const BOARD_ROOT: Root = {
  name: 'Board Components',
  prefix: 'BCP',
  isPart: true,
  image: img('ic-chip'),
  branches: [
    {
      name: 'IC Chips',
      image: img('ic-chip'),
      leaves: [
        goods(
          'Charging ICs',
          img('ic-chip'),
          ['NXP', 'Texas Instruments'],
          [
            ['Charging IC 1610A3', '1610A3', 1.5, 5, 1],
            ['Charging IC 1612A1', '1612A1', 1.5, 5, 1],
            ['Charging IC SN2611A0', 'SN2611A0', 2, 6, 1],
            ['Charging IC SN2501', 'SN2501', 2, 6, 1],
            ['Charging IC SN2600B1', 'SN2600B1', 2, 6, 1],
          ],
        ),
        goods(
          'Audio ICs',
          img('ic-chip'),
          ['Cirrus Logic', 'Apple'],
          [
            ['Audio Codec IC 338S00105', '338S00105', 2.5, 8, 1],
            ['Audio Amplifier IC 338S00411', '338S00411', 2.5, 8, 1],
            ['Audio IC CS42L71', 'CS42L71', 2, 7, 1],
            ['Audio Amplifier IC CS35L26', 'CS35L26', 2, 7, 1],
          ],
        ),
        goods(
          'Backlight ICs',
          img('ic-chip'),
          ['Texas Instruments', 'Apple'],
          [
            ['Backlight IC LM3539', 'LM3539', 1, 4, 1],
            ['Backlight Coil L1503', 'L1503', 0.5, 2, 1],
          ],
          { dims: [BULK_PACKS] },
        ),
        goods(
          'Power Management ICs',
          img('ic-chip'),
          ['Apple', 'Qualcomm', 'Samsung'],
          [
            ['Power Management IC 338S00309', '338S00309', 6, 18, 1],
            ['Power Management IC 343S00355', '343S00355', 6, 18, 1],
            ['Power Management IC PM8150', 'PM8150', 5, 15, 1],
            ['Power Management IC S2MPS21', 'S2MPS21', 5, 15, 1],
          ],
        ),
      ],
    },
    {
      name: 'Connectors',
      image: img('fpc-connector'),
      leaves: [
        goods(
          'iPhone FPC Connectors',
          img('fpc-connector'),
          ['Generic'],
          [
            ['LCD FPC Connector', 'LFC', 0.8, 3, 1],
            ['Battery FPC Connector', 'BFC', 0.6, 2.5, 1],
            ['Charging Port FPC Connector', 'CFC', 0.6, 2.5, 1],
          ],
          { fits: IPHONE_FITS, dims: [BULK_PACKS] },
        ),
        goods(
          'Galaxy FPC Connectors',
          img('fpc-connector'),
          ['Generic'],
          [
            ['LCD FPC Connector', 'LFC', 0.8, 3, 1],
            ['Battery FPC Connector', 'BFC', 0.6, 2.5, 1],
          ],
          { fits: names(GALAXY_S.slice(0, 10)), dims: [BULK_PACKS] },
        ),
      ],
    },
    {
      name: 'Passive Components',
      image: img('capacitor'),
      leaves: [
        goods(
          'Capacitors',
          img('capacitor'),
          ['Murata', 'Samsung'],
          [
            ['0402 Capacitor Assortment (1000 pcs)', 'C0402', 6, 15, 40],
            ['0201 Capacitor Assortment (800 pcs)', 'C0201', 7, 18, 40],
            ['Tantalum Capacitor Kit', 'CTAN', 8, 20, 60],
          ],
        ),
        goods(
          'Filters & Coils',
          img('capacitor'),
          ['Murata', 'Apple'],
          [
            ['Backlight Filter FL4501', 'FL4501', 0.4, 1.5, 1],
            ['Charging Coil L3502', 'L3502', 0.4, 1.5, 1],
          ],
          { dims: [BULK_PACKS] },
        ),
        goods(
          'Fuses',
          img('capacitor'),
          ['Littelfuse', 'Generic'],
          [
            ['SMD Fuse 0402 2A', 'F0402', 0.3, 1, 1],
            ['SMD Fuse 0603 3A', 'F0603', 0.3, 1, 1],
          ],
          { dims: [BULK_PACKS] },
        ),
      ],
    },
    {
      name: 'Reballing',
      image: img('stencil'),
      leaves: [
        goods(
          'CPU Stencils',
          img('stencil'),
          ['Mechanic', 'Qianli'],
          [
            ['A16 CPU Reballing Stencil', 'ST-A16', 4, 10, 10],
            ['A15 CPU Reballing Stencil', 'ST-A15', 4, 10, 10],
            ['A14 CPU Reballing Stencil', 'ST-A14', 4, 10, 10],
            ['Universal BGA Stencil Set', 'ST-UNI', 12, 28, 120],
          ],
        ),
        goods(
          'Solder Balls',
          img('solder-wire'),
          ['Mechanic', 'Relife'],
          [
            ['BGA Solder Balls 0.25mm (25k)', 'SB025', 3, 8, 30],
            ['BGA Solder Balls 0.3mm (25k)', 'SB030', 3, 8, 30],
            ['BGA Reballing Jig', 'RBJ', 8, 20, 200],
          ],
        ),
      ],
    },
  ],
};
