import { goods, partImage as img, PACKS, type Root } from './catalogue-types';

export const BRANDS_ROOT: Root = {
  name: 'Brands',
  prefix: 'BRD',
  isPart: false,
  image: img('tweezers'),
  branches: [
    {
      name: 'Qianli',
      image: img('screwdriver'),
      leaves: [
        goods(
          'iFlying Screwdrivers',
          img('screwdriver'),
          ['Qianli'],
          [
            ['Qianli iFlying Pentalobe Screwdriver', 'QIF-P2', 4, 9, 30],
            ['Qianli iFlying Tri-Point Screwdriver', 'QIF-Y0', 4, 9, 30],
            ['Qianli iFlying Phillips Screwdriver', 'QIF-PH', 4, 9, 30],
          ],
        ),
        goods(
          'ToolPlus Pry Tools',
          img('opening-tool'),
          ['Qianli'],
          [
            ['Qianli ToolPlus Pry Blade Set', 'QTP-PB', 5, 12, 40],
            ['Qianli ToolPlus Ultra-Thin Pry Card', 'QTP-PC', 2, 5, 10],
          ],
        ),
        goods(
          'Tweezers',
          img('tweezers'),
          ['Qianli'],
          [
            ['Qianli Anti-Static Curved Tweezers', 'QTW-C', 3, 8, 20],
            ['Qianli Precision Fine-Point Tweezers', 'QTW-F', 3, 8, 20],
          ],
        ),
      ],
    },
    {
      name: 'Mechanic',
      image: img('repair-mat'),
      leaves: [
        goods(
          'Repair Mats',
          img('repair-mat'),
          ['Mechanic'],
          [
            ['Mechanic Insulated Silicone Mat', 'MRM-IS', 9, 22, 650],
            ['Mechanic Heat-Resistant Repair Mat', 'MRM-HR', 12, 28, 700],
          ],
        ),
        goods(
          'Stencils',
          img('stencil'),
          ['Mechanic'],
          [
            ['Mechanic A15 CPU Reballing Stencil', 'MST-A15', 4, 10, 10],
            ['Mechanic A14 CPU Reballing Stencil', 'MST-A14', 4, 10, 10],
            ['Mechanic A13 CPU Reballing Stencil', 'MST-A13', 4, 10, 10],
          ],
        ),
        goods(
          'Soldering Tips',
          img('soldering-station'),
          ['Mechanic'],
          [
            ['Mechanic T12 Soldering Tip K', 'MT12-K', 3, 8, 15],
            ['Mechanic T12 Soldering Tip BC2', 'MT12-BC2', 3, 8, 15],
          ],
          { dims: [PACKS] },
        ),
      ],
    },
    {
      name: 'Sunshine',
      image: img('microscope'),
      leaves: [
        goods(
          'Sunshine Microscopes',
          img('microscope'),
          ['Sunshine'],
          [
            ['Sunshine SS-033 Trinocular Microscope', 'SS-033', 260, 520, 6000],
            ['Sunshine SS-045 Microscope Stand', 'SS-045', 40, 90, 2500],
          ],
        ),
        goods(
          'Sunshine Power Supplies',
          img('multimeter'),
          ['Sunshine'],
          [['Sunshine P-3005D DC Power Supply', 'P-3005D', 50, 120, 2300]],
        ),
        goods(
          'Sunshine Hot Air Stations',
          img('soldering-station'),
          ['Sunshine'],
          [['Sunshine SS-969 Hot Air Station', 'SS-969', 90, 190, 3200]],
        ),
      ],
    },
    {
      name: 'JCID',
      image: img('programmer'),
      leaves: [
        goods(
          'Programmers',
          img('programmer'),
          ['JCID'],
          [
            ['JCID V1SE Programmer', 'JC-V1SE', 90, 180, 400],
            ['JCID P7 Programmer', 'JC-P7', 60, 130, 350],
          ],
        ),
        goods(
          'Face ID Repair',
          img('programmer'),
          ['JCID'],
          [
            ['JCID Dot Projector Tag-On Flex', 'JC-DPF', 6, 15, 5],
            ['JCID Face ID Repair Board', 'JC-FID', 12, 28, 30],
          ],
        ),
        goods(
          'Battery Repair Boards',
          img('programmer'),
          ['JCID'],
          [
            ['JCID Battery Tag-On Flex', 'JC-BTF', 4, 10, 5],
            ['JCID Battery Data Board', 'JC-BDB', 8, 18, 20],
          ],
          { dims: [PACKS] },
        ),
      ],
    },
    {
      name: 'Kaisi',
      image: img('repair-mat'),
      leaves: [
        goods(
          'Kaisi Repair Mats',
          img('repair-mat'),
          ['Kaisi'],
          [['Kaisi Magnetic Project Mat', 'KS-MPM', 7, 18, 500]],
        ),
        goods(
          'Tool Kits',
          img('screwdriver'),
          ['Kaisi'],
          [
            ['Kaisi 136-in-1 Repair Tool Kit', 'KS-136', 18, 42, 900],
            ['Kaisi 38-in-1 Screwdriver Kit', 'KS-38', 8, 18, 300],
          ],
        ),
      ],
    },
  ],
};
