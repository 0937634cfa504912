import { BULK_PACKS, type DeviceFamily, PACKS } from './catalogue-types';

export type PartType = {
  code: string;
  name: string;
  image: string;
  /** Price range in dollars, from the oldest/budget model to the newest flagship. */
  min: number;
  max: number;
  grams: number;
  /** Variant dimensions; 'COLOURS' is replaced by the series' colours. */
  dims: readonly (readonly string[] | 'COLOURS')[];
  features: readonly string[];
};

const Q_OLED = [
  '',
  'Premium',
  'OEM Refurbished',
  'Service Pack',
  'Soft OLED',
  'Hard OLED',
  'Aftermarket Incell',
];
const Q_LCD = ['', 'Premium', 'OEM Refurbished', 'Aftermarket'];
const Q_BATTERY = ['', 'Premium', 'High Capacity', 'OEM Pull', 'Aftermarket'];
const Q_BASIC = ['', 'Premium', 'Aftermarket'];
const Q_OEM = ['', 'OEM Pull', 'Aftermarket'];
const FRAME = ['', 'With Frame'];
const SCREEN_COLOURS = ['', 'Black', 'White'];

function part(
  code: string,
  name: string,
  image: string,
  [min, max]: readonly [number, number],
  grams: number,
  dims: PartType['dims'],
  features: readonly string[],
): PartType {
  return { code, name, image, min, max, grams, dims, features };
}

const F_SCREEN = [
  'Pre-assembled display and touch digitizer',
  'True colour calibration and 120 Hz touch sampling where supported',
  'Each unit tested for dead pixels, touch and 3D/Force response',
];
const F_BATTERY = [
  'Zero-cycle cells with protection circuit',
  'Meets or exceeds original capacity',
  'Pre-installed adhesive strips included',
];
const F_FLEX = [
  'Exact fit flex cable and connector',
  'Tested for data and charging',
  'Includes microphone where fitted',
];
const F_GLASS = ['Laser-cut to the original shape', 'Pre-installed adhesive', 'Matches the original finish'];
const F_CAMERA = [
  'Autofocus and image stabilisation tested',
  'Original resolution sensor',
  'Plug-and-play connector',
];
const F_AUDIO = [
  'Clear sound with no distortion at full volume',
  'Water-resistant mesh',
  'Tested before packing',
];
const F_SMALL = [
  'Precision-machined to original tolerances',
  'Scratch-resistant finish',
  'Fits without modification',
];
const F_ADHESIVE = ['Die-cut to the exact outline', 'Restores water resistance seal', 'Easy peel liners'];
const F_CONSOLE = [
  'Drop-in replacement for the original',
  'Tested on a working unit',
  'Solder points pre-tinned',
];

const phoneCommon = (screen: PartType): PartType[] => [
  screen,
  part('BATT', 'Battery', 'battery', [9, 45], 48, [Q_BATTERY, ['', 'With Tag-On Flex'], PACKS], F_BATTERY),
  part('CPORT', 'Charging Port Flex', 'charging-port', [4, 32], 8, [Q_BASIC, 'COLOURS', PACKS], F_FLEX),
  part(
    'BGLS',
    'Back Glass',
    'back-glass',
    [6, 48],
    30,
    [['', 'Premium', 'Large Camera Hole', 'With Camera Lens'], 'COLOURS', PACKS],
    F_GLASS,
  ),
  part(
    'RCAM',
    'Rear Camera',
    'rear-camera',
    [12, 140],
    12,
    [Q_OEM, ['', 'Ultra Wide', 'Telephoto'], PACKS],
    F_CAMERA,
  ),
  part('FCAM', 'Front Camera', 'front-camera', [6, 48], 5, [Q_OEM, PACKS], F_CAMERA),
  part('LSPK', 'Loudspeaker', 'loudspeaker', [4, 20], 10, [Q_BASIC, PACKS], F_AUDIO),
  part('EARP', 'Earpiece Speaker', 'earpiece', [3, 16], 4, [Q_BASIC, PACKS], F_AUDIO),
  part('SIM', 'SIM Card Tray', 'sim-tray', [1.5, 7], 3, ['COLOURS', BULK_PACKS], F_SMALL),
  part('PWR', 'Power Button Flex', 'power-button-flex', [3, 18], 4, [Q_BASIC, PACKS], F_FLEX),
  part('VOL', 'Volume Button Flex', 'power-button-flex', [3, 16], 4, [Q_BASIC, PACKS], F_FLEX),
  part('BTNS', 'Side Button Set', 'side-buttons', [2, 12], 3, [['', 'Premium'], 'COLOURS', PACKS], F_SMALL),
  part('PROX', 'Proximity Sensor Flex', 'sensor-flex', [4, 25], 3, [Q_OEM, PACKS], F_FLEX),
  part('WCHG', 'Wireless Charging Coil', 'wireless-coil', [5, 30], 8, [Q_BASIC, PACKS], F_FLEX),
  part(
    'RHOU',
    'Rear Housing',
    'rear-housing',
    [20, 130],
    110,
    [['', 'Premium', 'With Small Parts'], 'COLOURS', PACKS],
    F_GLASS,
  ),
  part(
    'ADH',
    'Adhesive Kit',
    'adhesive-kit',
    [1, 6],
    2,
    [['', 'Screen Only', 'Back Glass Only'], BULK_PACKS],
    F_ADHESIVE,
  ),
  part('HOUS', 'Mid-Frame Housing', 'housing', [15, 95], 60, [Q_BASIC, 'COLOURS', PACKS], F_SMALL),
  part('VIB', 'Vibration Motor', 'vibration-motor', [3, 22], 6, [Q_OEM, PACKS], F_SMALL),
  part(
    'LENS',
    'Rear Camera Lens',
    'camera-lens',
    [2, 12],
    2,
    [['', 'With Bracket'], 'COLOURS', BULK_PACKS],
    F_GLASS,
  ),
];

export const PART_TYPES: Record<DeviceFamily, PartType[]> = {
  phone: phoneCommon(
    part('OLED', 'OLED Assembly', 'oled-assembly', [35, 320], 85, [Q_OLED, FRAME, PACKS], F_SCREEN),
  ),
  'phone-lcd': phoneCommon(
    part(
      'LCD',
      'LCD Assembly',
      'lcd-assembly',
      [14, 95],
      80,
      [Q_LCD, SCREEN_COLOURS, FRAME, PACKS],
      F_SCREEN,
    ),
  ),
  tablet: [
    part('LCD', 'LCD Assembly', 'lcd-assembly', [35, 260], 260, [Q_LCD, PACKS], F_SCREEN),
    part(
      'DIGI',
      'Touch Screen Digitizer',
      'digitizer',
      [15, 90],
      120,
      [Q_BASIC, SCREEN_COLOURS, PACKS],
      F_SCREEN,
    ),
    part('BATT', 'Battery', 'battery', [18, 75], 180, [Q_BATTERY, PACKS], F_BATTERY),
    part('CPORT', 'Charging Port Flex', 'charging-port', [6, 35], 10, [Q_BASIC, PACKS], F_FLEX),
    part('RCAM', 'Rear Camera', 'rear-camera', [10, 70], 10, [Q_OEM, PACKS], F_CAMERA),
    part('FCAM', 'Front Camera', 'front-camera', [6, 40], 5, [Q_OEM, PACKS], F_CAMERA),
    part('LSPK', 'Loudspeaker', 'loudspeaker', [5, 25], 12, [Q_BASIC, PACKS], F_AUDIO),
    part('PWR', 'Power Button Flex', 'power-button-flex', [4, 20], 4, [Q_BASIC, PACKS], F_FLEX),
    part('ADH', 'Adhesive Kit', 'adhesive-kit', [1.5, 7], 4, [BULK_PACKS], F_ADHESIVE),
  ],
  watch: [
    part('OLED', 'OLED Assembly', 'oled-assembly', [40, 260], 20, [Q_OLED, PACKS], F_SCREEN),
    part('BATT', 'Battery', 'battery', [12, 45], 10, [Q_BATTERY, PACKS], F_BATTERY),
    part('BCOV', 'Back Cover', 'back-glass', [12, 60], 15, [Q_BASIC, 'COLOURS', PACKS], F_GLASS),
    part('CRWN', 'Crown Flex', 'power-button-flex', [6, 30], 3, [Q_BASIC, PACKS], F_FLEX),
    part('LSPK', 'Loudspeaker', 'loudspeaker', [5, 18], 3, [Q_BASIC, PACKS], F_AUDIO),
    part('ADH', 'Adhesive Kit', 'adhesive-kit', [1, 5], 1, [BULK_PACKS], F_ADHESIVE),
  ],
  laptop: [
    part('DISP', 'Display Assembly', 'lcd-assembly', [180, 620], 1100, [Q_LCD, 'COLOURS'], F_SCREEN),
    part('BATT', 'Battery', 'battery', [60, 160], 450, [Q_BATTERY, PACKS], F_BATTERY),
    part(
      'KBD',
      'Keyboard',
      'keyboard',
      [35, 120],
      250,
      [['', 'Backlit'], ['', 'US English', 'UK English'], PACKS],
      F_SMALL,
    ),
    part('TPAD', 'Trackpad', 'trackpad', [40, 140], 150, ['COLOURS', PACKS], F_SMALL),
    part('USBC', 'USB-C Port Board', 'charging-port', [15, 55], 20, [Q_BASIC, PACKS], F_FLEX),
    part('LSPK', 'Loudspeaker Set', 'loudspeaker', [18, 60], 40, [Q_BASIC, PACKS], F_AUDIO),
  ],
  console: [
    part('HDMI', 'HDMI Port', 'hdmi-port', [4, 18], 5, [Q_BASIC, BULK_PACKS], F_CONSOLE),
    part('FAN', 'Cooling Fan', 'cooling-fan', [12, 45], 180, [Q_BASIC, PACKS], F_CONSOLE),
    part('PSU', 'Power Supply', 'power-supply', [30, 85], 650, [Q_OEM, PACKS], F_CONSOLE),
    part('SHEL', 'Shell Housing', 'housing', [20, 70], 500, ['COLOURS', PACKS], F_SMALL),
    part('PWR', 'Power Button Flex', 'power-button-flex', [4, 15], 5, [Q_BASIC, PACKS], F_FLEX),
  ],
  handheld: [
    part('DISP', 'Display Screen', 'lcd-assembly', [25, 110], 90, [Q_LCD, PACKS], F_SCREEN),
    part('BATT', 'Battery', 'battery', [15, 45], 70, [Q_BATTERY, PACKS], F_BATTERY),
    part('CPORT', 'Charging Port', 'charging-port', [4, 16], 4, [Q_BASIC, BULK_PACKS], F_CONSOLE),
    part('JOY', 'Joystick Module', 'joystick', [3, 14], 6, [Q_BASIC, BULK_PACKS], F_CONSOLE),
    part('FAN', 'Cooling Fan', 'cooling-fan', [8, 25], 30, [Q_BASIC, PACKS], F_CONSOLE),
    part('SHEL', 'Shell Housing', 'housing', [12, 40], 120, ['COLOURS', PACKS], F_SMALL),
  ],
  controller: [
    part('JOY', 'Joystick Module', 'joystick', [3, 14], 6, [Q_BASIC, BULK_PACKS], F_CONSOLE),
    part('BATT', 'Battery', 'battery', [8, 25], 40, [Q_BATTERY, PACKS], F_BATTERY),
    part('SHEL', 'Shell Housing', 'housing', [8, 30], 80, ['COLOURS', PACKS], F_SMALL),
    part('TRIG', 'Trigger Button Set', 'trigger-buttons', [4, 16], 15, [Q_BASIC, 'COLOURS', PACKS], F_SMALL),
    part('CPORT', 'Charging Port', 'charging-port', [3, 12], 4, [Q_BASIC, BULK_PACKS], F_CONSOLE),
  ],
};

/** Price factor of a variant word; colours and plain variants cost the same as the base part. */
export const VARIANT_PRICE: Record<string, number> = {
  Premium: 1.2,
  'OEM Refurbished': 1.45,
  'OEM Pull': 1.3,
  'Soft OLED': 1.1,
  'Hard OLED': 0.8,
  'Aftermarket Incell': 0.55,
  Aftermarket: 0.7,
  'High Capacity': 1.25,
  'With Frame': 1.12,
  'With Camera Lens': 1.15,
  'With Bracket': 1.2,
  Backlit: 1.15,
  'Pack of 5': 4.6,
  'Pack of 10': 8.8,
  'Pack of 20': 17,
  'Service Pack': 1.6,
  'Ultra Wide': 0.8,
  Telephoto: 0.9,
  'With Tag-On Flex': 1.15,
  'With Small Parts': 1.25,
  'Open Box': 0.85,
  'Pack of 25': 21,
  'Pack of 50': 40,
};

export const VARIANT_PACK_COUNT: Record<string, number> = {
  'Pack of 5': 5,
  'Pack of 10': 10,
  'Pack of 20': 20,
  'Pack of 25': 25,
  'Pack of 50': 50,
};

/** The badge a variant earns; other products get an occasional merchandising badge. */
export function badgeOfVariant(words: readonly string[]): string | null {
  for (const word of words) {
    if (word.startsWith('OEM')) return 'OEM';
    if (word === 'Premium') return 'Premium';
    if (word.startsWith('Aftermarket')) return 'Aftermarket';
  }
  return null;
}
