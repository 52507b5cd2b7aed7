// Product names a space-themed anime and gaming shop would sell, drawn from word lists so that search
// on 2, 3 and 6 letters finds many, few or some rows, as it would in a real catalogue.

export type Rand = () => number;

export const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const BRANDS = [
  'Photon',
  'Zenith',
  'Quasar',
  'Orbitex',
  'Nebulon',
  'Stellaris',
  'Cosmolink',
  'Astra',
  'Vortex',
  'Pulsar',
  'Helios',
  'Andromeda',
  'Titan',
  'Kepler',
  'Hyperion',
  'Solaris',
  'Voyager',
  'Lumen',
  'Parsec',
];
const SPACE = [
  'Nebula',
  'Galaxy',
  'Cosmic',
  'Saturn',
  'Orion',
  'Supernova',
  'Starfall',
  'Comet',
  'Lunar',
  'Solar',
  'Meteor',
  'Asteroid',
  'Aurora',
  'Stardust',
  'Wormhole',
  'Rocket',
  'Satellite',
  'Astronaut',
  'Eclipse',
  'Jupiter',
  'Mars',
  'Gravity',
  'Orbit',
];
const ANIME = [
  'Mecha',
  'Ronin',
  'Shogun',
  'Samurai',
  'Shinobi',
  'Kitsune',
  'Dragon',
  'Phoenix',
  'Sakura',
  'Kaiju',
  'Yokai',
  'Tanuki',
  'Oni',
  'Ramen',
  'Pixel',
  'Arcade',
  'Cyber',
  'Neon',
  'Valkyrie',
  'Spirit',
  'Chibi',
];
const THEMES = [...SPACE, ...ANIME];
const PC_PARTS = [
  'Graphics Card 8GB',
  'Graphics Card 12GB',
  'Graphics Card 16GB',
  '6-Core Processor',
  '8-Core Processor',
  '16-Core Processor',
  '32GB DDR5 Kit',
  '64GB DDR5 Kit',
  'B760 Motherboard',
  'X670 Motherboard',
  '1TB NVMe SSD',
  '2TB NVMe SSD',
  '850W Power Supply',
  '360mm Liquid Cooler',
  'Tower Air Cooler',
  'Mid-Tower Case',
  'Mini-ITX Case',
  'ARGB Case Fan 3-Pack',
  'Wi-Fi 7 Card',
];
const MODELS = ['X9', 'Pro', 'Ultra', 'Mk II', 'Elite', 'Max', 'Lite', 'V2', 'Prime', 'Turbo'];
const SERIES = [
  'Academy',
  'Chronicles',
  'Saga',
  'Odyssey',
  'Knights',
  'Pilots',
  'Legends',
  'Frontier',
  'Requiem',
  'Protocol',
  'Diaries',
  'Rangers',
  'Hunters',
  'Outlaws',
  'Drifters',
  'Guardians',
];
const EDITIONS = ['Omnibus', 'Box Set', 'Artbook', 'Deluxe Edition', 'Special Edition', 'Light Novel'];
const SHIRTS = [
  'Graphic Tee',
  'Oversized Tee',
  'Hoodie',
  'Zip Hoodie',
  'Long Sleeve Tee',
  'Raglan Shirt',
  'Polo Shirt',
  'Tank Top',
  'Sweatshirt',
  'Gaming Jersey',
];
const ACCESSORIES = [
  'Gaming Headset',
  'Mechanical Keyboard',
  'Wireless Mouse',
  'XL Desk Mat',
  'Wireless Controller',
  'Streaming Webcam',
  'Laptop Backpack',
  'Keychain',
  'Phone Case',
  'LED Light Strip',
  'Charging Dock',
  'Wrist Rest',
  'Sticker Pack',
];
const COLLECTIBLES = [
  'Die-cast Shuttle Model',
  'Enamel Pin Set',
  'Art Print',
  'Replica Helmet',
  'Moon Lamp',
  'Poster',
  'Trading Card Pack',
  'Acrylic Stand',
  'Coin Set',
  'Desk Globe',
  'Model Rocket Kit',
  'Snow Globe',
  'Badge Set',
];
const CHARACTERS = [
  'Aiko',
  'Ren',
  'Hikari',
  'Sora',
  'Kaito',
  'Yuki',
  'Mei',
  'Takeru',
  'Rin',
  'Haruto',
  'Nova',
  'Luna',
  'Kira',
  'Hana',
  'Daichi',
  'Akira',
  'Mika',
  'Riku',
];
const ROLES = [
  'Starship Pilot',
  'Space Ronin',
  'Lunar Samurai',
  'Nebula Witch',
  'Mecha Captain',
  'Cosmic Ninja',
  'Galaxy Idol',
  'Astronaut Cadet',
  'Comet Hunter',
  'Shogun of Mars',
  'Kitsune Spirit',
  'Android Knight',
];
const FIGURES = [
  '1/7 Scale Figure',
  '1/4 Scale Figure',
  'Chibi Figure',
  'Action Figure',
  'Resin Statue',
  'Mini Figure',
  'Deluxe Figure',
];
const BLURBS = [
  'Built for long sessions under the stars.',
  'Designed by the AstroDen crew and tested on night shifts.',
  'A limited run for this orbit: once it is gone, it is gone.',
  'Ships in a crater-proof box with a thank-you sticker.',
  'A favourite of pilots, streamers and late-night readers alike.',
  'Glows softly in the dark, like the view from a space station.',
  'Made to last through many campaigns and many rewatches.',
];

export interface Recipe {
  category: string;
  /** Rupees. */
  price: [number, number];
  name(rand: Rand): string;
  features: string[];
}

export const RECIPES: Recipe[] = [
  {
    category: 'PC Components',
    price: [2999, 89999],
    name: (r) => `${pick(r, BRANDS)} ${pick(r, SPACE)} ${pick(r, PC_PARTS)}${r() < 0.4 ? ` ${pick(r, MODELS)}` : ''}`,
    features: ['Three-year warranty', 'ARGB lighting', 'Tool-free install', 'Low-noise fans', 'Tuned for 1440p'],
  },
  {
    category: 'Manga & Comics',
    price: [299, 2499],
    name: (r) =>
      `${pick(r, THEMES)} ${pick(r, SERIES)} ${r() < 0.75 ? `Vol. ${1 + Math.floor(r() * 30)}` : pick(r, EDITIONS)}`,
    features: ['English edition', 'Colour pages', 'Glossy jacket', 'Bonus postcard', 'Translator notes'],
  },
  {
    category: 'Shirts',
    price: [599, 2999],
    name: (r) => `${pick(r, SPACE)} ${pick(r, ANIME)} ${pick(r, SHIRTS)}`,
    features: ['100% cotton', 'Glow-in-the-dark print', 'Unisex fit', 'Pre-shrunk', 'Sizes XS to XXL'],
  },
  {
    category: 'Accessories',
    price: [299, 14999],
    name: (r) => `${pick(r, BRANDS)} ${pick(r, THEMES)} ${pick(r, ACCESSORIES)}`,
    features: ['USB-C', 'Braided cable', 'Works with PC and console', 'Two-year warranty', 'Travel pouch'],
  },
  {
    category: 'Collectibles',
    price: [199, 9999],
    name: (r) => `${pick(r, THEMES)} ${pick(r, COLLECTIBLES)}${r() < 0.3 ? ' Limited Edition' : ''}`,
    features: ['Numbered certificate', 'Display stand', 'Gift box', 'Hand-finished', 'Officially licensed art'],
  },
  {
    category: 'Anime Figures',
    price: [999, 24999],
    name: (r) => `${pick(r, CHARACTERS)}, ${pick(r, ROLES)} ${pick(r, FIGURES)}`,
    features: ['Interchangeable faces', 'Posable joints', 'Painted by hand', 'Display base', 'Bonus accessories'],
  },
];

export function describe(rand: Rand, name: string): string {
  return `${name}. ${pick(rand, BLURBS)} ${pick(rand, BLURBS)}`;
}

export function someOf(rand: Rand, list: readonly string[], n: number): string[] {
  return [...list].sort(() => rand() - 0.5).slice(0, n);
}

/** Search terms the benchmark cycles through; each occurs in the names above (the typos do not). */
export const SEARCH_TERMS = {
  '2 letters': ['an', 'ar', 'er', 'on', 'st', 'ra', 'or', 'in', 'el', 'ta', 'ro', 'co', 'sa', 'lu', 'ka', 'ne'],
  '3 letters': ['neb', 'gal', 'mec', 'orb', 'ast', 'sta', 'lun', 'sol', 'met', 'cos', 'sat', 'pix', 'ron', 'kit'],
  '6 letters': ['nebula', 'galaxy', 'cosmic', 'saturn', 'photon', 'hoodie', 'pulsar', 'zenith', 'quasar', 'meteor'],
  typo: ['nebual', 'galxay', 'cosmci', 'satrun', 'photno', 'hoodei', 'pulsra', 'zentih', 'qusaar', 'meetor'],
} as const;

export type SearchKind = keyof typeof SEARCH_TERMS;
