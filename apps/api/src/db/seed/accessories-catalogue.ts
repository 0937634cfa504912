import {
  BULK_PACKS,
  CASE_COLOURS,
  goods,
  partImage as img,
  modelNames as names,
  PACKS,
  type Root,
} from './catalogue-types';
import { GALAXY_S, IPHONES, PIXELS } from './device-catalogue';

const HOUSE = ['ShieldCore', 'ClearArmor'];
const POWER = ['AmpLine', 'VoltEdge'];
const CASE = [CASE_COLOURS, PACKS];

export const ACCESSORIES_ROOT: Root = {
  name: 'Accessories',
  prefix: 'ACC',
  isPart: false,
  image: img('phone-case'),
  branches: [
    {
      name: 'Cases',
      image: img('phone-case'),
      leaves: [
        goods(
          'iPhone Cases',
          img('phone-case'),
          HOUSE,
          [
            ['Clear Case', 'CC', 6, 14, 35],
            ['Silicone Case', 'SC', 7, 16, 40],
            ['Rugged Armor Case', 'RA', 9, 22, 70],
            ['Leather Wallet Case', 'LW', 10, 25, 80],
            ['MagSafe Clear Case', 'MS', 9, 19, 45],
          ],
          { fits: names(IPHONES.slice(0, 16)), dims: CASE },
        ),
        goods(
          'Galaxy Cases',
          img('phone-case'),
          HOUSE,
          [
            ['Clear Case', 'CC', 6, 14, 35],
            ['Rugged Armor Case', 'RA', 9, 22, 70],
            ['Leather Wallet Case', 'LW', 10, 25, 80],
          ],
          { fits: names(GALAXY_S.slice(0, 10)), dims: CASE },
        ),
        goods(
          'Pixel Cases',
          img('phone-case'),
          HOUSE,
          [
            ['Clear Case', 'CC', 6, 14, 35],
            ['Rugged Armor Case', 'RA', 9, 22, 70],
          ],
          { fits: names(PIXELS), dims: CASE },
        ),
      ],
    },
    {
      name: 'Screen Protectors',
      image: img('screen-protector'),
      leaves: [
        goods(
          'Tempered Glass',
          img('screen-protector'),
          HOUSE,
          [
            ['Tempered Glass Screen Protector', 'TG', 1.2, 4, 25],
            ['Full Cover 9H Tempered Glass', 'FC', 1.8, 5, 28],
          ],
          {
            fits: [...names(IPHONES.slice(0, 24)), ...names(GALAXY_S.slice(0, 10)), ...names(PIXELS)],
            dims: [BULK_PACKS],
          },
        ),
        goods(
          'Privacy Glass',
          img('screen-protector'),
          HOUSE,
          [['Privacy Tempered Glass', 'PG', 2.5, 7, 28]],
          {
            fits: names(IPHONES.slice(0, 16)),
            dims: [BULK_PACKS],
          },
        ),
        goods(
          'Camera Lens Protectors',
          img('screen-protector'),
          HOUSE,
          [['Camera Lens Protector', 'CL', 1, 3.5, 8]],
          {
            fits: names(IPHONES.slice(0, 12)),
            dims: [BULK_PACKS],
          },
        ),
      ],
    },
    {
      name: 'Chargers & Cables',
      image: img('charger'),
      leaves: [
        goods(
          'USB-C Cables',
          img('cable'),
          POWER,
          [
            ['USB-C to USB-C Cable 3 ft', 'UCC3', 3, 8, 40],
            ['USB-C to USB-C Cable 6 ft', 'UCC6', 4, 10, 60],
            ['USB-C to Lightning Cable 3 ft', 'UCL3', 4, 10, 40],
            ['USB-C to Lightning Cable 6 ft', 'UCL6', 5, 12, 60],
            ['USB-A to USB-C Cable 3 ft', 'UAC3', 2.5, 7, 40],
            ['Braided USB-C Cable 10 ft', 'BUC10', 7, 16, 90],
          ],
          { dims: [['', 'Black', 'White'], PACKS] },
        ),
        goods(
          'Wall Chargers',
          img('charger'),
          POWER,
          [
            ['20W USB-C PD Wall Charger', 'WC20', 5, 12, 60],
            ['25W Super Fast Charger', 'WC25', 6, 14, 65],
            ['35W Dual USB-C Charger', 'WC35', 9, 20, 80],
            ['45W Super Fast Charger 2.0', 'WC45', 11, 24, 90],
            ['65W GaN Charger', 'WC65', 14, 32, 120],
          ],
          { dims: [['', 'White', 'Black'], PACKS] },
        ),
        goods('Wireless Chargers', img('charger'), POWER, [
          ['15W Magnetic Wireless Charger', 'MW15', 9, 22, 90],
          ['3-in-1 Wireless Charging Stand', 'WS3', 18, 42, 320],
          ['10W Qi Charging Pad', 'QP10', 6, 14, 110],
        ]),
        goods('Car Chargers', img('charger'), POWER, [
          ['38W Dual Port Car Charger', 'CC38', 6, 14, 35],
          ['20W USB-C Car Charger', 'CC20', 4, 10, 30],
        ]),
      ],
    },
    {
      name: 'Audio & Adapters',
      image: img('earbuds'),
      leaves: [
        goods(
          'Earbuds',
          img('earbuds'),
          POWER,
          [
            ['Wireless Earbuds with Charging Case', 'WEB', 12, 30, 60],
            ['USB-C Wired Earbuds', 'UWE', 4, 10, 25],
            ['Lightning Wired Earbuds', 'LWE', 5, 12, 25],
          ],
          { dims: [['', 'Black', 'White'], PACKS] },
        ),
        goods('Adapters', img('cable'), POWER, [
          ['USB-C to 3.5mm Headphone Adapter', 'UHA', 2, 6, 8],
          ['Lightning to 3.5mm Headphone Adapter', 'LHA', 3, 8, 8],
          ['USB-C to HDMI 4K Adapter', 'UHD', 8, 20, 40],
        ]),
      ],
    },
  ],
};
