import { BULK_PACKS, goods, partImage as img, modelNames as names, type Root } from './catalogue-types';
import { IPHONES } from './device-catalogue';

const TOOLS = ['Qianli', 'Mechanic', 'Kaisi'];

export const TOOLS_ROOT: Root = {
  name: 'Tools & Supplies',
  prefix: 'TLS',
  isPart: false,
  image: img('screwdriver'),
  branches: [
    {
      name: 'Screwdrivers',
      image: img('screwdriver'),
      leaves: [
        goods('Precision Sets', img('screwdriver'), TOOLS, [
          ['64-in-1 Precision Screwdriver Set', 'PS64', 12, 35, 450],
          ['24-in-1 Magnetic Driver Kit', 'PS24', 8, 18, 220],
          ['3D Precision Screwdriver Set', 'PS3D', 15, 40, 300],
          ['8-Piece Phone Repair Screwdriver Set', 'PS8', 6, 14, 150],
        ]),
        goods(
          'Tri-Point & Pentalobe',
          img('screwdriver'),
          TOOLS,
          [
            ['Pentalobe P2 0.8mm Screwdriver', 'P2', 2.5, 8, 25],
            ['Tri-Point Y000 0.6mm Screwdriver', 'Y000', 2.5, 8, 25],
            ['Phillips PH000 Screwdriver', 'PH000', 2, 7, 25],
            ['Torx T2 Screwdriver', 'T2', 2, 7, 25],
            ['Standoff Screwdriver 2.5mm', 'SO25', 3, 9, 30],
          ],
          { dims: [BULK_PACKS] },
        ),
        goods('Electric Screwdrivers', img('screwdriver'), TOOLS, [
          ['Cordless Electric Precision Screwdriver', 'EPS', 25, 60, 300],
          ['Electric Screwdriver Bit Set (48 pcs)', 'EBS', 10, 25, 200],
        ]),
      ],
    },
    {
      name: 'Opening Tools',
      image: img('opening-tool'),
      leaves: [
        goods(
          'Spudgers & Picks',
          img('opening-tool'),
          TOOLS,
          [
            ['Nylon Spudger', 'NS', 0.5, 1.5, 8],
            ['Metal Spudger', 'MSP', 1.5, 4, 15],
            ['Triangle Opening Picks', 'TP', 1, 3, 10],
            ['Ultra-Thin Pry Card', 'PC', 1, 3, 8],
            ['Curved Blade Scraper', 'CBS', 2, 6, 15],
          ],
          { dims: [BULK_PACKS] },
        ),
        goods('Suction Cups & Openers', img('opening-tool'), TOOLS, [
          ['Heavy-Duty Suction Cup', 'HSC', 1.5, 5, 30],
          ['Screen Opening Pliers', 'SOP', 8, 20, 150],
          ['Dual Suction Cup Opener', 'DSC', 4, 10, 80],
        ]),
        goods('Heat Mats & Guns', img('repair-mat'), TOOLS, [
          ['Heating Pad Screen Separator', 'HPS', 15, 40, 400],
          ['Mini Heat Gun 300W', 'MHG', 18, 45, 500],
          ['Silicone Repair Mat with Magnetic Tray', 'SRM', 9, 25, 600],
        ]),
      ],
    },
    {
      name: 'Soldering',
      image: img('soldering-station'),
      leaves: [
        goods(
          'Soldering Stations',
          img('soldering-station'),
          ['Sunshine', 'i2C', 'Mechanic'],
          [
            ['T12 Digital Soldering Station', 'T12', 45, 110, 1800],
            ['936D Soldering Station', '936D', 25, 60, 1500],
            ['Mini Smart Soldering Iron', 'MSI', 30, 75, 200],
            ['T210 Precision Soldering Station', 'T210', 80, 180, 1600],
          ],
        ),
        goods(
          'Hot Air Stations',
          img('soldering-station'),
          ['Sunshine', 'Quick'],
          [
            ['861DW Hot Air Rework Station', '861DW', 120, 260, 3500],
            ['8786D 2-in-1 Rework Station', '8786D', 70, 140, 3000],
            ['Hot Air Nozzle Set', 'HAN', 8, 20, 150],
          ],
        ),
        goods(
          'Solder & Flux',
          img('solder-wire'),
          ['Mechanic', 'Relife'],
          [
            ['Sn63/Pb37 Solder Wire 0.3mm', 'SW03', 6, 15, 100],
            ['No-Clean Flux Paste 10cc', 'FP10', 4, 12, 30],
            ['Low-Temp Solder Paste 138°C', 'SP138', 6, 14, 40],
            ['Desoldering Wick 1.5mm', 'DW15', 2, 6, 20],
          ],
        ),
      ],
    },
    {
      name: 'Adhesives',
      image: img('adhesive-kit'),
      leaves: [
        goods(
          'Pre-Cut Adhesive',
          img('adhesive-kit'),
          ['Relife', 'Mechanic'],
          [
            ['Pre-Cut Screen Adhesive', 'PSA', 0.6, 2, 2],
            ['Pre-Cut Back Glass Adhesive', 'PBA', 0.6, 2, 2],
          ],
          { fits: names(IPHONES.slice(0, 20)), dims: [BULK_PACKS] },
        ),
        goods(
          'Glues & Tapes',
          img('adhesive-kit'),
          ['Relife', 'Mechanic'],
          [
            ['B-7000 Clear Adhesive 15ml', 'B7K', 1.5, 4, 20],
            ['T-7000 Black Adhesive 15ml', 'T7K', 1.5, 4, 20],
            ['E8000 Clear Adhesive 50ml', 'E8K', 3, 7, 60],
            ['Double-Sided Tape Roll 2mm', 'DT2', 1, 3, 15],
            ['Kapton Heat-Resistant Tape 10mm', 'KT10', 2, 6, 30],
          ],
          { dims: [BULK_PACKS] },
        ),
      ],
    },
    {
      name: 'Testing Equipment',
      image: img('multimeter'),
      leaves: [
        goods(
          'Multimeters',
          img('multimeter'),
          ['Sunshine', 'Mechanic'],
          [
            ['Auto-Ranging Digital Multimeter', 'DMM', 25, 70, 350],
            ['Pocket Digital Multimeter', 'PDM', 12, 30, 180],
            ['True RMS Clamp Meter', 'TRC', 40, 90, 400],
          ],
        ),
        goods(
          'Power Supplies & USB Testers',
          img('multimeter'),
          ['Sunshine', 'Mechanic'],
          [
            ['DC Power Supply 30V 5A', 'DCP', 45, 120, 2200],
            ['USB-C Power Meter Tester', 'UPM', 9, 25, 30],
            ['iPhone Boot Power Cable', 'BPC', 6, 15, 50],
          ],
        ),
        goods(
          'Battery Testers',
          img('multimeter'),
          ['JCID', 'Mechanic'],
          [
            ['Battery Health Tester Board', 'BHT', 25, 70, 150],
            ['Battery Activation Board', 'BAB', 10, 28, 90],
          ],
        ),
      ],
    },
    {
      name: 'Microscopes & Magnifiers',
      image: img('microscope'),
      leaves: [
        goods(
          'Microscopes',
          img('microscope'),
          ['Sunshine', 'Relife'],
          [
            ['Trinocular Stereo Microscope 7-45x', 'TSM', 280, 650, 6500],
            ['Binocular Stereo Microscope 7-45x', 'BSM', 200, 420, 5800],
            ['LED Ring Light 144 Bulbs', 'RL144', 18, 40, 300],
            ['0.5x Barlow Lens', 'BL05', 15, 35, 120],
          ],
        ),
        goods(
          'Magnifiers',
          img('microscope'),
          ['Kaisi', 'Relife'],
          [
            ['LED Head Magnifier', 'LHM', 12, 30, 200],
            ['Desk Magnifier Lamp', 'DML', 35, 80, 2000],
          ],
        ),
      ],
    },
  ],
};
