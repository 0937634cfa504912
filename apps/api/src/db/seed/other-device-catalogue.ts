import { models, type Root } from './catalogue-types';

// "Others" and game consoles: each series is its own maker, with its own SKU prefix.

export const OTHERS_ROOT: Root = {
  name: 'Others',
  prefix: 'OTH',
  isPart: true,
  image: '/images/parts/phone.svg',
  branches: [
    {
      name: 'OnePlus',
      maker: 'OnePlus',
      prefix: 'ONP',
      image: '/images/parts/phone.svg',
      leaves: models('phone', 0.8, [
        ['OnePlus 12', 'CPH2581'],
        ['OnePlus 11', 'CPH2449'],
        ['OnePlus 10 Pro', 'NE2215'],
        ['OnePlus 9 Pro', 'LE2125'],
        ['OnePlus Nord N20 5G', 'CPH2459'],
      ]),
    },
    {
      name: 'LG',
      maker: 'LG',
      prefix: 'LGE',
      image: '/images/parts/phone.svg',
      leaves: models('phone-lcd', 0.45, [
        ['LG Velvet 5G', 'LM-G900', 'phone'],
        ['LG Stylo 6', 'LM-Q730'],
        ['LG K92 5G', 'LM-K920'],
        ['LG Stylo 5', 'LM-Q720'],
      ]),
    },
    {
      name: 'Nokia',
      maker: 'Nokia',
      prefix: 'NOK',
      image: '/images/parts/phone.svg',
      leaves: models('phone-lcd', 0.3, [
        ['Nokia G310 5G', 'TA-1543'],
        ['Nokia G300', 'N1374DL'],
        ['Nokia C200', 'N151DL'],
      ]),
    },
    {
      name: 'TCL',
      maker: 'TCL',
      prefix: 'TCL',
      image: '/images/parts/phone.svg',
      leaves: models('phone-lcd', 0.35, [
        ['TCL 40 XL', 'T608M'],
        ['TCL 30 XE 5G', 'T767W'],
        ['TCL 20 Pro 5G', 'T810H', 'phone'],
      ]),
    },
    {
      name: 'Xiaomi',
      maker: 'Xiaomi',
      prefix: 'XMI',
      image: '/images/parts/phone.svg',
      leaves: models('phone', 0.55, [
        ['Redmi Note 13 Pro 5G', '2312DRA50G'],
        ['Redmi Note 12 4G', '23021RAAEG', 'phone-lcd'],
        ['Poco X5 Pro 5G', '22101320G'],
      ]),
    },
  ],
};

export const CONSOLES_ROOT: Root = {
  name: 'Game Console Parts',
  prefix: 'GCP',
  isPart: true,
  image: '/images/parts/console.svg',
  branches: [
    {
      name: 'Nintendo',
      maker: 'Nintendo',
      prefix: 'NIN',
      image: '/images/parts/handheld.svg',
      colours: ['Neon Red', 'Neon Blue', 'White', 'Gray'],
      leaves: models('handheld', 0.7, [
        ['Switch OLED', 'HEG-001'],
        ['Switch V2', 'HAC-001(-01)'],
        ['Switch Lite', 'HDH-001'],
        ['Joy-Con Controller', 'HAC-015', 'controller'],
        ['Switch Pro Controller', 'HAC-013', 'controller'],
      ]),
    },
    {
      name: 'Sony PlayStation',
      maker: 'Sony',
      prefix: 'SNY',
      image: '/images/parts/console.svg',
      colours: ['White', 'Black', 'Midnight Black', 'Cosmic Red'],
      leaves: models('console', 0.9, [
        ['PS5 Slim', 'CFI-2015'],
        ['PS5 Disc Edition', 'CFI-1215A'],
        ['PS5 Digital Edition', 'CFI-1215B'],
        ['PS4 Pro', 'CUH-7215B'],
        ['PS4 Slim', 'CUH-2215A'],
        ['DualSense Controller', 'CFI-ZCT1W', 'controller'],
        ['DualShock 4 Controller', 'CUH-ZCT2U', 'controller'],
      ]),
    },
    {
      name: 'Microsoft Xbox',
      maker: 'Microsoft',
      prefix: 'MSX',
      image: '/images/parts/console.svg',
      colours: ['Black', 'White', 'Robot White', 'Carbon Black'],
      leaves: models('console', 0.85, [
        ['Xbox Series X', '1882'],
        ['Xbox Series S', '1883'],
        ['Xbox One X', '1787'],
        ['Xbox One S', '1681'],
        ['Xbox Wireless Controller', '1914', 'controller'],
        ['Xbox Elite Controller Series 2', '1797', 'controller'],
      ]),
    },
    {
      name: 'Valve Steam Deck',
      maker: 'Valve',
      prefix: 'VLV',
      image: '/images/parts/handheld.svg',
      colours: ['Black', 'White'],
      leaves: models('handheld', 0.9, [
        ['Steam Deck OLED', '1030'],
        ['Steam Deck LCD', '1010'],
      ]),
    },
  ],
};
