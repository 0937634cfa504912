import { BULK_PACKS, goods, partImage as img, modelNames as names, type Root } from './catalogue-types';
import { GALAXY_S, IPHONES } from './device-catalogue';

const REFURB = ['Forward', 'Sunshine', 'Mechanic'];
const IPHONE_FITS = names(IPHONES.slice(0, 20));

export const REFURBISHING_ROOT: Root = {
  name: 'Refurbishing',
  prefix: 'RFB',
  isPart: false,
  image: img('separator-machine'),
  branches: [
    {
      name: 'Machines',
      image: img('separator-machine'),
      leaves: [
        goods('LCD Separators', img('separator-machine'), REFURB, [
          ['7-inch Rotary LCD Separator', 'RLS7', 90, 180, 4000],
          ['Vacuum LCD Separator', 'VLS', 120, 220, 5200],
          ['Mid-Frame Separator Machine', 'MFS', 150, 280, 6000],
        ]),
        goods('Laminating Machines', img('separator-machine'), REFURB, [
          ['OCA Vacuum Laminating Machine', 'OVL', 350, 900, 15000],
          ['Curved Screen Laminator', 'CSL', 450, 1100, 17000],
        ]),
        goods('Bubble Removers', img('separator-machine'), REFURB, [
          ['Autoclave Bubble Remover', 'ABR', 250, 600, 14000],
          ['Compact Defoaming Machine', 'CDM', 180, 420, 11000],
        ]),
        goods('Freeze Separators', img('separator-machine'), REFURB, [
          ['-150°C Freeze Separator Machine', 'FSM', 300, 700, 12000],
        ]),
      ],
    },
    {
      name: 'Films & Glass',
      image: img('oca-film'),
      leaves: [
        goods('OCA Film', img('oca-film'), REFURB, [['OCA Film 250um', 'OCA', 0.3, 1.2, 2]], {
          fits: IPHONE_FITS,
          dims: [BULK_PACKS],
        }),
        goods('Polarizer Film', img('oca-film'), REFURB, [['Polarizer Film', 'POL', 0.4, 1.5, 2]], {
          fits: IPHONE_FITS,
          dims: [BULK_PACKS],
        }),
        goods('Front Glass with OCA', img('oca-film'), REFURB, [['Front Glass with OCA', 'FGO', 2, 9, 15]], {
          fits: [...IPHONE_FITS, ...names(GALAXY_S.slice(0, 8))],
          dims: [BULK_PACKS],
        }),
      ],
    },
    {
      name: 'Molds',
      image: img('mold'),
      leaves: [
        goods('Alignment Molds', img('mold'), REFURB, [['Screen Alignment Mold', 'SAM', 3, 9, 40]], {
          fits: IPHONE_FITS,
        }),
        goods('Laminating Molds', img('mold'), REFURB, [['Laminating Mold', 'LMD', 4, 12, 60]], {
          fits: IPHONE_FITS,
        }),
      ],
    },
    {
      name: 'Cleaning & Removal',
      image: img('cleaning'),
      leaves: [
        goods('Cutting Wire', img('cleaning'), REFURB, [
          ['Molybdenum Cutting Wire 0.05mm 100m', 'MCW', 5, 14, 60],
          ['Diamond Cutting Wire 0.08mm', 'DCW', 8, 18, 60],
        ]),
        goods(
          'Cleaning Solutions',
          img('cleaning'),
          ['Relife', 'Mechanic'],
          [
            ['Isopropyl Alcohol 99% 500ml', 'IPA', 6, 14, 500],
            ['OCA Glue Remover 100ml', 'OGR', 5, 12, 120],
            ['Microfiber Lens Cleaning Cloths', 'LCC', 2, 6, 40],
          ],
        ),
      ],
    },
  ],
};
