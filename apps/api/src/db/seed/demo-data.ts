// The demo catalogue's text: products, pods, customers, contact messages and demo accounts.
// All names and descriptions are invented for AstroDen; prices are in rupees.
import type { Dimensions } from '@astroden/shared';
import type { Motif } from './art.ts';

export interface DemoProduct {
  name: string;
  category: string;
  /** Rupees, at most two decimals. */
  price: number;
  stock: number;
  description: string;
  features: string[];
  /** Kilograms. */
  weight?: number;
  /** Centimetres. */
  dimensions?: Dimensions;
  /** The picture's motif when the category's default does not fit. */
  motif?: Motif;
}

const dims = (length: number, width: number, height: number): Dimensions => ({ length, width, height });

export const DEMO_PRODUCTS: DemoProduct[] = [
  // PC Components
  {
    name: 'Photon X9 Graphics Card 12GB',
    category: 'PC Components',
    price: 54999,
    stock: 7,
    description:
      'A triple-fan graphics card tuned for high-refresh 1440p play. The Nebula cooler keeps it quiet under load, and the starfield backplate glows in any colour you pick.',
    features: [
      '12GB GDDR6 memory',
      'Triple-fan Nebula cooler',
      'Hardware ray-traced lighting',
      'ARGB starfield backplate',
    ],
    weight: 1.4,
    dimensions: dims(30.5, 13.2, 6.1),
  },
  {
    name: 'Zenith Titan Graphics Card 24GB',
    category: 'PC Components',
    price: 89999,
    stock: 2,
    description:
      'Our flagship card for 4K gaming, streaming and 3D work. A vapour-chamber cooler and a reinforced metal frame keep the giant in orbit inside your case.',
    features: ['24GB GDDR6X memory', 'Vapour-chamber cooling', 'Dual BIOS switch', 'Anti-sag support bracket included'],
    weight: 2.1,
    dimensions: dims(33.6, 14.0, 7.1),
  },
  {
    name: 'Quasar 8-Core Processor',
    category: 'PC Components',
    price: 27499,
    stock: 14,
    description:
      'Eight fast cores and sixteen threads for gaming while you stream. Runs cool on a mid-range air cooler and boosts hard when the boss fight starts.',
    features: ['8 cores, 16 threads', 'Boost clock up to 5.2 GHz', '32MB L3 cache', 'Unlocked for overclocking'],
    weight: 0.1,
    dimensions: dims(4.0, 4.0, 0.8),
  },
  {
    name: 'Event Horizon 32GB DDR5 Kit',
    category: 'PC Components',
    price: 11999,
    stock: 22,
    description:
      'Two 16GB sticks of low-latency DDR5 with an aluminium heat spreader shaped like an accretion disc. One-click profiles get you to full speed.',
    features: ['2 x 16GB DDR5-6000', 'CL30 low latency', 'One-click speed profiles', 'ARGB light bar'],
    weight: 0.09,
    dimensions: dims(13.5, 0.8, 4.4),
  },
  {
    name: 'Orbitex B760 Motherboard',
    category: 'PC Components',
    price: 16490,
    stock: 5,
    description:
      'A sturdy ATX board with room for two fast SSDs and plenty of USB ports for your controllers, headset and light strips.',
    features: ['ATX form factor', 'Two M.2 NVMe slots', 'Wi-Fi 6E and 2.5G LAN', 'Reinforced PCIe slot'],
    weight: 1.1,
    dimensions: dims(30.5, 24.4, 5.0),
  },
  {
    name: 'Ion Drive 2TB NVMe SSD',
    category: 'PC Components',
    price: 13299,
    stock: 31,
    description:
      'Room for your whole backlog with load screens that are gone before you can read the tips. Ships with a slim heatsink for consoles and desktops.',
    features: ['2TB capacity', 'Reads up to 7,000 MB/s', 'Slim graphene heatsink', '5-year warranty'],
    weight: 0.03,
    dimensions: dims(8.0, 2.2, 0.4),
  },
  {
    name: 'Solar Flare 850W Gold PSU',
    category: 'PC Components',
    price: 9849.5,
    stock: 0,
    description:
      'A fully modular 850W power supply with a fan that only spins up when the load gets heavy. Enough headroom for a high-end card and then some.',
    features: ['850W, 80 Plus Gold', 'Fully modular cables', 'Zero-RPM fan mode', '10-year warranty'],
    weight: 1.6,
    dimensions: dims(15.0, 15.0, 8.6),
  },
  {
    name: 'Cryo Nova 360mm Liquid Cooler',
    category: 'PC Components',
    price: 8999,
    stock: 12,
    description:
      'A 360mm all-in-one cooler with a pump cap that shows a slowly turning nebula. Keeps even unlocked chips cool during long sessions.',
    features: [
      '360mm radiator',
      'Three 120mm quiet fans',
      'Infinity-mirror pump cap',
      'Mounts for all current sockets',
    ],
    weight: 1.3,
    dimensions: dims(39.7, 12.0, 2.7),
  },
  // Manga & Comics
  {
    name: 'Void Ronin, Vol. 1',
    category: 'Manga & Comics',
    price: 399,
    stock: 45,
    description:
      'A masterless swordsman drifts between dead space stations, taking odd jobs and older grudges. The first volume of the series that started it all.',
    features: ['208 pages', 'English translation', 'Two colour inserts', 'Read right to left'],
    weight: 0.25,
    dimensions: dims(18.0, 12.8, 1.6),
  },
  {
    name: 'Void Ronin, Vol. 2',
    category: 'Manga & Comics',
    price: 399,
    stock: 38,
    description:
      'The ronin takes a job guarding a comet-mining crew and finds an old rival waiting among the ice. Bigger fights, stranger ships.',
    features: ['200 pages', 'English translation', 'Bonus short story', 'Read right to left'],
    weight: 0.25,
    dimensions: dims(18.0, 12.8, 1.6),
  },
  {
    name: 'Starlight Academy Omnibus',
    category: 'Manga & Comics',
    price: 1299,
    stock: 9,
    description:
      'Three volumes in one of the school comedy where every student is training to pilot a star cruiser, and nobody has passed the parking exam.',
    features: ['Collects volumes 1 to 3', '584 pages', 'Larger trim size', 'Glossy cover with spot foil'],
    weight: 0.9,
    dimensions: dims(21.0, 14.8, 3.6),
  },
  {
    name: 'Kitsune of the Outer Rim, Vol. 1',
    category: 'Manga & Comics',
    price: 449,
    stock: 27,
    description:
      'A fox spirit wakes up on a colony ship three hundred years from home and decides the crew needs a little mischief.',
    features: ['192 pages', 'English translation', 'Translator notes', 'Fold-out poster'],
    weight: 0.24,
    dimensions: dims(18.0, 12.8, 1.5),
  },
  {
    name: 'Mecha Pilot Haruka: Deluxe Edition',
    category: 'Manga & Comics',
    price: 1899,
    stock: 4,
    description:
      'The complete first arc of the mecha saga in a hardcover edition, with the original colour pages restored and a sketch gallery from the artist.',
    features: ['Hardcover, 420 pages', 'Restored colour pages', 'Artist sketch gallery', 'Ribbon bookmark'],
    weight: 1.2,
    dimensions: dims(25.7, 18.2, 3.2),
  },
  {
    name: 'Moonbase Café Stories',
    category: 'Manga & Comics',
    price: 349.5,
    stock: 16,
    description:
      'Quiet slice-of-life tales from a tiny café on the far side of the moon, where the regulars are miners, poets and one very old robot.',
    features: ['176 pages', 'Full-colour chapter openers', 'Recipe pages for every chapter'],
    weight: 0.22,
    dimensions: dims(18.0, 12.8, 1.3),
  },
  {
    name: 'Nebula Drift Box Set (Vols. 1-5)',
    category: 'Manga & Comics',
    price: 2499,
    stock: 3,
    description:
      'The street-racing series that moved to zero gravity, in five volumes and a collector box with new cover art.',
    features: ['Volumes 1 to 5', 'Collector box with new art', 'Double-sided poster', 'Sticker sheet'],
    weight: 1.4,
    dimensions: dims(19.0, 14.0, 8.5),
  },
  {
    name: 'Art of AstroDen: Concept Sketchbook',
    category: 'Manga & Comics',
    price: 1599,
    stock: 12,
    description:
      'Pencil sketches, colour studies and notes behind the AstroDen pods, mascots and merch, collected in a lay-flat sketchbook.',
    features: ['160 pages', 'Lay-flat binding', 'Heavyweight matte paper', 'Notes from the design team'],
    weight: 0.8,
    dimensions: dims(24.0, 21.0, 1.8),
  },
  // Shirts
  {
    name: 'Cosmic Cat Astronaut Tee',
    category: 'Shirts',
    price: 799,
    stock: 60,
    description:
      'Our mascot, a cat in a too-big space helmet, floats across a soft cotton tee. Screen printed in India with water-based inks.',
    features: ['100% combed cotton, 180 GSM', 'Regular fit', 'Sizes S to XXL', 'Water-based print'],
    weight: 0.2,
    dimensions: dims(30.0, 25.0, 2.0),
  },
  {
    name: 'Event Horizon Oversized Tee',
    category: 'Shirts',
    price: 999,
    stock: 34,
    description:
      'A heavyweight oversized tee with a black hole on the back and a small orbit logo on the chest. Dropped shoulders, boxy cut.',
    features: ['240 GSM heavyweight cotton', 'Oversized fit', 'Back and chest print', 'Pre-shrunk'],
    weight: 0.28,
    dimensions: dims(32.0, 26.0, 2.5),
  },
  {
    name: 'Retro Rocket Raglan',
    category: 'Shirts',
    price: 1099,
    stock: 8,
    description: 'A three-quarter sleeve raglan with a retro rocket print, inspired by old sci-fi paperback covers.',
    features: ['Cotton-poly blend', 'Contrast raglan sleeves', 'Sizes S to XL', 'Tagless neck label'],
    weight: 0.22,
    dimensions: dims(30.0, 25.0, 2.0),
  },
  {
    name: 'Void Ronin Kanji Tee',
    category: 'Shirts',
    price: 899,
    stock: 25,
    description:
      'The ronin’s crest and a brushed kanji for "drifter" on a charcoal tee. A quiet one for fans who know.',
    features: ['100% cotton, 200 GSM', 'Charcoal colour', 'Regular fit', 'Sizes S to XXL'],
    weight: 0.21,
    dimensions: dims(30.0, 25.0, 2.0),
  },
  {
    name: 'Nebula Tie-Dye Tee',
    category: 'Shirts',
    price: 1199,
    stock: 0,
    description:
      'Each shirt is hand-dyed in violet, cyan and deep blue, so no two nebulae are alike. Restocks in small batches.',
    features: ['Hand-dyed, one of a kind', '100% cotton', 'Relaxed fit', 'Colour-fast dyes'],
    weight: 0.22,
    dimensions: dims(30.0, 25.0, 2.0),
  },
  {
    name: 'Mission Control Polo',
    category: 'Shirts',
    price: 1499,
    stock: 6,
    description:
      'A piqué polo with an embroidered mission patch, smart enough for the office and nerdy enough for the LAN party.',
    features: ['Cotton piqué', 'Embroidered mission patch', 'Two-button placket', 'Sizes S to XXL'],
    weight: 0.25,
    dimensions: dims(31.0, 25.0, 2.5),
  },
  {
    name: 'Glow-in-the-Dark Constellation Tee',
    category: 'Shirts',
    price: 949,
    stock: 41,
    description:
      'Twelve constellations printed in glow ink that charges under any light and shines for hours when the lights go out.',
    features: ['Glow-in-the-dark ink', '100% cotton, 180 GSM', 'Navy colour', 'Regular fit'],
    weight: 0.2,
    dimensions: dims(30.0, 25.0, 2.0),
  },
  {
    name: 'Pixel Planet Long Sleeve',
    category: 'Shirts',
    price: 1299,
    stock: 17,
    description:
      'A long-sleeve tee with an 8-bit solar system across the sleeves. Warm enough for air-conditioned gaming cafés.',
    features: ['Long sleeves with sleeve print', 'Rib-knit cuffs', '100% cotton', 'Sizes S to XXL'],
    weight: 0.3,
    dimensions: dims(32.0, 26.0, 2.5),
  },
  // Accessories
  {
    name: 'Nebula Sticker Pack (24 pcs)',
    motif: 'badge',
    category: 'Accessories',
    price: 79,
    stock: 150,
    description:
      'Twenty-four waterproof vinyl stickers of planets, rockets and AstroDen mascots for laptops, bottles and controllers.',
    features: ['24 die-cut stickers', 'Waterproof vinyl', 'Matte finish', 'Sizes from 3 to 8 cm'],
  },
  {
    name: 'Astronaut Cat Enamel Pin',
    motif: 'badge',
    category: 'Accessories',
    price: 99,
    stock: 85,
    description: 'A hard enamel pin of our helmeted mascot with a glitter visor and a double rubber clutch.',
    features: ['Hard enamel', 'Glitter visor', 'Two rubber clutches', '3 cm tall'],
  },
  {
    name: 'Starfield XXL Desk Mat',
    category: 'Accessories',
    price: 1499,
    stock: 23,
    description:
      'A full-desk mouse mat printed with a deep-field star map. Stitched edges and a rubber base keep it flat and in place.',
    features: ['90 x 40 cm', 'Stitched edges', 'Non-slip rubber base', 'Smooth speed surface'],
    weight: 0.7,
    dimensions: dims(90.0, 40.0, 0.4),
  },
  {
    name: 'Orbit 7.1 Gaming Headset',
    category: 'Accessories',
    price: 4999,
    stock: 9,
    description:
      'A light headset with virtual 7.1 sound, memory-foam cushions and a flip-to-mute mic, made for long raids.',
    features: [
      'Virtual 7.1 surround',
      '50mm drivers',
      'Flip-to-mute microphone',
      'Memory-foam ear cushions',
      'USB and 3.5mm',
    ],
    weight: 0.32,
    dimensions: dims(20.0, 18.0, 9.5),
  },
  {
    name: 'Comet Wireless Gaming Mouse',
    category: 'Accessories',
    price: 3299,
    stock: 18,
    description:
      'A 58-gram wireless mouse with a honeycomb-free shell, low-latency 2.4 GHz link and a battery that lasts a whole season.',
    features: ['58 g lightweight shell', '26,000 DPI sensor', '2.4 GHz and Bluetooth', 'Up to 80 hours battery'],
    weight: 0.06,
    dimensions: dims(12.5, 6.4, 3.8),
  },
  {
    name: 'Lunar Keycap Set (129 keys)',
    category: 'Accessories',
    price: 2799,
    stock: 4,
    description: 'Double-shot keycaps in moon grey and crater black, with novelty keys for Escape, Enter and Space.',
    features: ['129 keys', 'Double-shot PBT', 'Cherry profile', 'Fits most layouts'],
    weight: 0.5,
    dimensions: dims(30.0, 14.0, 4.0),
  },
  {
    name: 'Galaxy Canvas Backpack',
    category: 'Accessories',
    price: 2299,
    stock: 13,
    description:
      'A water-resistant canvas backpack with a padded 16-inch laptop sleeve and a hidden pocket for your passport and snacks.',
    features: ['Fits 16-inch laptops', 'Water-resistant canvas', 'Hidden back pocket', '24 litres'],
    weight: 0.9,
    dimensions: dims(45.0, 30.0, 15.0),
  },
  {
    name: 'Meteor Paracord Keychain',
    motif: 'badge',
    category: 'Accessories',
    price: 249,
    stock: 70,
    description: 'A hand-braided paracord keychain with a small steel meteor charm and a sturdy snap clip.',
    features: ['Hand-braided paracord', 'Steel meteor charm', 'Snap clip', 'Five colours'],
    weight: 0.03,
    dimensions: dims(12.0, 3.0, 1.5),
  },
  // Collectibles
  {
    name: 'Lunar Lander Die-Cast Model',
    category: 'Collectibles',
    price: 3499,
    stock: 6,
    description: 'A 1:48 die-cast lander with folding legs, a gold-foil descent stage and a moon-dust display base.',
    features: ['1:48 scale die-cast', 'Folding landing legs', 'Gold-foil detailing', 'Display base included'],
    weight: 0.65,
    dimensions: dims(18.0, 18.0, 16.0),
  },
  {
    name: 'Saturn Ring Desk Lamp',
    motif: 'planet',
    category: 'Collectibles',
    price: 2999,
    stock: 15,
    description:
      'A ringed-planet lamp with a warm inner glow and a touch dimmer. The ring doubles as a tiny shelf for your favourite pin.',
    features: ['Touch dimmer, 3 levels', 'Warm white LED', 'USB-C powered', 'Frosted acrylic ring'],
    weight: 0.8,
    dimensions: dims(22.0, 22.0, 25.0),
  },
  {
    name: 'Limited Meteorite Fragment Display',
    motif: 'planet',
    category: 'Collectibles',
    price: 7999,
    stock: 1,
    description:
      'A real iron meteorite fragment in a glass dome with an engraved brass plate. Numbered, with a certificate of origin.',
    features: [
      'Genuine iron meteorite fragment',
      'Glass dome, walnut base',
      'Numbered certificate',
      'Limited to 100 pieces',
    ],
    weight: 0.95,
    dimensions: dims(12.0, 12.0, 15.0),
  },
  {
    name: 'Floating Moon Levitation Lamp',
    motif: 'planet',
    category: 'Collectibles',
    price: 5499,
    stock: 0,
    description:
      'A 3D-printed moon hovers and slowly turns above a magnetic base. Three light tones, from moonlight white to sunset orange.',
    features: ['Magnetic levitation', 'Slow rotation', 'Three light tones', '14 cm moon'],
    weight: 1.2,
    dimensions: dims(18.0, 18.0, 22.0),
  },
  {
    name: 'Rocket Launch Snow Globe',
    category: 'Collectibles',
    price: 1299,
    stock: 20,
    description: 'Shake it and the rocket lifts off through a storm of silver stars. A small desk joy.',
    features: ['Glass globe', 'Silver star glitter', 'Hand-painted rocket', '10 cm tall'],
    weight: 0.4,
    dimensions: dims(8.0, 8.0, 10.0),
  },
  {
    name: 'Starship Blueprint Art Print Set',
    category: 'Collectibles',
    price: 899,
    stock: 32,
    description:
      'Three A4 prints of imaginary starship blueprints, printed on heavyweight cream paper and ready to frame.',
    features: ['Three A4 prints', '300 GSM archival paper', 'Signed by the artist', 'Ships flat in a rigid mailer'],
  },
  {
    name: 'Galactic Coin Collection (5 coins)',
    motif: 'badge',
    category: 'Collectibles',
    price: 1999,
    stock: 10,
    description:
      'Five plated coins, one for each AstroDen pod, in a velvet-lined case. Each coin has a different planet on the back.',
    features: ['Five 40mm coins', 'Antique silver and gold plating', 'Velvet-lined case', 'Numbered set'],
    weight: 0.35,
    dimensions: dims(22.0, 8.0, 3.0),
  },
  {
    name: 'Space Station Brick Set (1,024 pcs)',
    category: 'Collectibles',
    price: 6499,
    stock: 7,
    description: 'Build a modular orbital station with a rotating ring, a docking shuttle and three tiny crew figures.',
    features: [
      '1,024 pieces',
      'Rotating habitat ring',
      'Docking shuttle',
      'Three crew mini figures',
      'Illustrated manual',
    ],
    weight: 1.7,
    dimensions: dims(48.0, 28.0, 9.0),
  },
  // Anime Figures
  {
    name: 'Haruka Starpilot 1/7 Scale Figure',
    category: 'Anime Figures',
    price: 12999,
    stock: 3,
    description:
      'Haruka in her flight suit, stepping off the cockpit ladder of her mecha. A detailed 1/7 scale figure with a swappable helmet.',
    features: ['1/7 scale, 24 cm tall', 'Swappable helmet and face', 'Cockpit ladder base', 'Hand-painted PVC'],
    weight: 0.9,
    dimensions: dims(20.0, 16.0, 30.0),
  },
  {
    name: 'Void Ronin Chibi Figure',
    category: 'Anime Figures',
    price: 1499,
    stock: 28,
    description: 'The ronin, small and round, with his oversized space katana and a very serious face.',
    features: ['10 cm tall', 'Two face plates', 'Removable katana', 'Display stand'],
    weight: 0.15,
    dimensions: dims(10.0, 8.0, 14.0),
  },
  {
    name: 'Kitsune Navigator Figure',
    category: 'Anime Figures',
    price: 6999,
    stock: 0,
    description:
      'The fox spirit navigator at the star chart, tails flowing behind her in translucent resin. A fan favourite, restocks are rare.',
    features: ['22 cm tall', 'Translucent resin tails', 'Star-chart base', 'Numbered box'],
    weight: 0.7,
    dimensions: dims(18.0, 15.0, 26.0),
  },
  {
    name: 'Mecha Guardian Action Figure',
    category: 'Anime Figures',
    price: 4599,
    stock: 11,
    description:
      'A fully jointed guardian mecha with light-up eyes, three weapons and a flight stand for mid-air poses.',
    features: ['18 cm tall', '30 points of articulation', 'Light-up eyes', 'Three weapons and flight stand'],
    weight: 0.45,
    dimensions: dims(16.0, 12.0, 24.0),
  },
  {
    name: 'Nebula Witch Prize Figure',
    category: 'Anime Figures',
    price: 2199,
    stock: 19,
    description:
      'A witch who brews nebulae in her cauldron, with a swirling galaxy effect part and a crescent moon base.',
    features: ['20 cm tall', 'Galaxy effect part', 'Crescent moon base', 'Window box'],
    weight: 0.35,
    dimensions: dims(15.0, 12.0, 22.0),
  },
  {
    name: 'Astro Cadet Mini Figure Blind Box',
    category: 'Anime Figures',
    price: 599,
    stock: 64,
    description:
      'One of eight tiny cadets in spacesuits, from the sleepy navigator to the snack officer. Which one will you get?',
    features: ['One random figure of eight', '6 cm tall', 'Collector card inside', 'One secret rare'],
  },
  {
    name: 'Captain Kaito Premium Statue',
    category: 'Anime Figures',
    price: 24999,
    stock: 2,
    description:
      'The captain on the bridge of his flagship, coat caught in an impossible wind. A polystone statue limited to 300 pieces.',
    features: ['Polystone, 38 cm tall', 'LED-lit bridge base', 'Limited to 300 pieces', 'Numbered certificate'],
    weight: 3.8,
    dimensions: dims(30.0, 24.0, 38.0),
  },
  {
    name: 'Moon Rabbit Acrylic Stand',
    category: 'Anime Figures',
    price: 449,
    stock: 40,
    description:
      'The moon rabbit pounding star-dust mochi, printed on clear acrylic with a holographic moon behind her.',
    features: ['15 cm acrylic stand', 'Holographic back layer', 'Slot-in base'],
    weight: 0.08,
    dimensions: dims(10.0, 5.0, 15.0),
  },
];

export interface DemoPod {
  name: string;
  category: string;
  shortDescription: string;
  description: string;
  /** Rupees per night; null is "Price on request". */
  price: number | null;
  /** Square feet. */
  size: number;
  features: string[];
  specs: Record<string, string>;
  images: number;
}

export const DEMO_PODS: DemoPod[] = [
  {
    name: 'Nebula Solo Pod',
    category: 'Solo',
    shortDescription: 'A one-person capsule with a curved ultrawide and a bed under the stars.',
    description:
      'The Nebula Solo Pod is our classic: a sound-insulated capsule for one, with a curved ultrawide display, a reclining gaming chair that folds into a bed and a ceiling of slowly drifting stars. Lock the door, dim the lights and play until sunrise.',
    price: 1499,
    size: 60,
    features: [
      '34-inch curved ultrawide display',
      'Reclining chair that folds into a bed',
      'Starfield ceiling lights',
      'Sound-insulated walls',
      'Personal climate control',
    ],
    specs: {
      Capacity: '1 guest',
      Display: '34-inch curved, 165 Hz',
      'Gaming rig': 'Photon X9, Quasar 8-Core, 32GB DDR5',
      Bed: 'Single, fold-out',
      'Check-in': '10 pm to 10 am',
    },
    images: 3,
  },
  {
    name: 'Twin Orbit Pod',
    category: 'Duo',
    shortDescription: 'Two synced gaming stations side by side, for co-op nights with a friend.',
    description:
      'Built for co-op: two matched gaming stations, a shared wall display for couch games and a double bunk that slides out of the wall. The Twin Orbit Pod has its own snack shelf and a small window onto the lounge.',
    price: 2499,
    size: 95,
    features: [
      'Two matched gaming stations',
      '55-inch shared display for couch co-op',
      'Slide-out double bunk',
      'Snack shelf and mini fridge',
      'Individual headphones',
    ],
    specs: {
      Capacity: '2 guests',
      Displays: '2 x 27-inch, 1 x 55-inch',
      Consoles: 'Latest generation, two controllers each',
      Bed: 'Double bunk',
      'Check-in': '10 pm to 10 am',
    },
    images: 2,
  },
  {
    name: 'Event Horizon Suite',
    category: 'Suite',
    shortDescription: 'Our largest private suite: a projector wall, racing sim and a real bed.',
    description:
      'The Event Horizon Suite is a private room for up to four guests with a projector wall, a racing simulator rig, a proper queen bed and a lounge corner. It is the one to book for birthdays, tournaments and very long campaigns.',
    price: 5999,
    size: 180,
    features: [
      '120-inch projector wall',
      'Racing simulator with wheel and pedals',
      'Queen bed and lounge sofa',
      'Private washroom',
      'Four gaming stations',
      'Ambient scene lighting',
    ],
    specs: {
      Capacity: 'Up to 4 guests',
      Projector: '4K laser, 120-inch',
      Simulator: 'Direct-drive wheel, load-cell pedals',
      Bed: 'Queen',
      'Check-in': '8 pm to 12 noon',
    },
    images: 3,
  },
  {
    name: 'Lunar Lounge',
    category: 'Group',
    shortDescription: 'A private lounge for groups, events and watch parties, on request.',
    description:
      'The Lunar Lounge is a moon-grey private lounge for up to ten guests, with a stage screen, tiered bean bags, a sound system and eight gaming stations. Pricing depends on the group and the night, so tell us what you are planning.',
    price: null,
    size: 420,
    features: [
      'Stage screen for watch parties',
      'Eight gaming stations',
      'Tiered bean-bag seating',
      'Event sound system',
      'Catering on request',
    ],
    specs: {
      Capacity: 'Up to 10 guests',
      Screen: '150-inch stage screen',
      Audio: '5.1 event system',
      Catering: 'On request',
      Booking: 'At least 3 days ahead',
    },
    images: 2,
  },
  {
    name: 'Cosmic Cadet Capsule',
    category: 'Solo',
    shortDescription: 'A compact capsule for quick sessions and budget overnight stays.',
    description:
      'The Cosmic Cadet Capsule is the smallest pod in the fleet: a cosy capsule with a 27-inch display, a console and a comfortable mattress. Perfect for a late night after a tournament or a short stay between trains.',
    price: 999,
    size: 45,
    features: [
      '27-inch display',
      'Latest-generation console',
      'Memory-foam mattress',
      'Reading light and charging ports',
    ],
    specs: {
      Capacity: '1 guest',
      Display: '27-inch, 144 Hz',
      Console: 'Latest generation',
      Bed: 'Single mattress',
      'Check-in': '11 pm to 9 am',
    },
    images: 2,
  },
];

export interface DemoCity {
  town: string;
  state: string;
  /** The first four digits of the city's pincodes. */
  pinPrefix: string;
}

export const DEMO_CITIES: DemoCity[] = [
  { town: 'Mumbai', state: 'Maharashtra', pinPrefix: '4000' },
  { town: 'Pune', state: 'Maharashtra', pinPrefix: '4110' },
  { town: 'Nagpur', state: 'Maharashtra', pinPrefix: '4400' },
  { town: 'Bengaluru', state: 'Karnataka', pinPrefix: '5600' },
  { town: 'Mysuru', state: 'Karnataka', pinPrefix: '5700' },
  { town: 'New Delhi', state: 'Delhi', pinPrefix: '1100' },
  { town: 'Gurugram', state: 'Haryana', pinPrefix: '1220' },
  { town: 'Chennai', state: 'Tamil Nadu', pinPrefix: '6000' },
  { town: 'Coimbatore', state: 'Tamil Nadu', pinPrefix: '6410' },
  { town: 'Hyderabad', state: 'Telangana', pinPrefix: '5000' },
  { town: 'Kolkata', state: 'West Bengal', pinPrefix: '7000' },
  { town: 'Ahmedabad', state: 'Gujarat', pinPrefix: '3800' },
  { town: 'Surat', state: 'Gujarat', pinPrefix: '3950' },
  { town: 'Jaipur', state: 'Rajasthan', pinPrefix: '3020' },
  { town: 'Lucknow', state: 'Uttar Pradesh', pinPrefix: '2260' },
  { town: 'Kochi', state: 'Kerala', pinPrefix: '6820' },
  { town: 'Thiruvananthapuram', state: 'Kerala', pinPrefix: '6950' },
  { town: 'Chandigarh', state: 'Chandigarh', pinPrefix: '1600' },
  { town: 'Bhopal', state: 'Madhya Pradesh', pinPrefix: '4620' },
  { town: 'Indore', state: 'Madhya Pradesh', pinPrefix: '4520' },
  { town: 'Guwahati', state: 'Assam', pinPrefix: '7810' },
  { town: 'Bhubaneswar', state: 'Odisha', pinPrefix: '7510' },
  { town: 'Visakhapatnam', state: 'Andhra Pradesh', pinPrefix: '5300' },
  { town: 'Panaji', state: 'Goa', pinPrefix: '4030' },
];

export const DEMO_FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Arjun',
  'Rohan',
  'Karthik',
  'Ishaan',
  'Kabir',
  'Siddharth',
  'Nikhil',
  'Rahul',
  'Yash',
  'Dev',
  'Anirudh',
  'Farhan',
  'Harpreet',
  'Ananya',
  'Diya',
  'Priya',
  'Saanvi',
  'Meera',
  'Kavya',
  'Aisha',
  'Neha',
  'Pooja',
  'Riya',
  'Sneha',
  'Tanvi',
  'Zoya',
  'Lakshmi',
];

export const DEMO_LAST_NAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Gupta',
  'Mehta',
  'Menon',
  'Banerjee',
  'Chatterjee',
  'Das',
  'Khan',
  'Singh',
  'Kulkarni',
  'Joshi',
  'Pillai',
  'Rao',
  'Bose',
];

export const DEMO_STREETS = [
  'MG Road',
  'Linking Road',
  'Park Street',
  'Anna Salai',
  'Residency Road',
  'FC Road',
  'Hill Road',
  'Brigade Road',
  'Jubilee Hills Road No. 36',
  'Sector 17 Market',
  'Ashram Road',
  'Marine Drive',
  'Lake View Road',
  'Station Road',
  'Nehru Nagar Main Road',
];

export const DEMO_BUILDINGS = [
  'Lotus Residency',
  'Sai Krupa Apartments',
  'Green Meadows',
  'Orchid Towers',
  'Shanti Niketan',
  'Palm Grove Society',
  'Silver Oak Enclave',
  'Sunrise Heights',
  'Ganga Vihar',
  'Blue Ridge Residency',
];

export const DEMO_LANDMARKS = [
  'Near City Mall',
  'Opposite Metro Station',
  'Behind Central Library',
  'Near Ganesh Temple',
  'Next to Post Office',
  'Near Bus Depot',
];

export interface DemoContact {
  fullName: string;
  email: string;
  phoneNo: string;
  subject: 'General Inquiry' | 'Support' | 'Other';
  message: string;
}

export const DEMO_CONTACTS: DemoContact[] = [
  {
    fullName: 'Aditya Kulkarni',
    email: 'aditya.kulkarni@mail.example',
    phoneNo: '+91 98220 41573',
    subject: 'General Inquiry',
    message:
      'When will the space pods open for booking? I would love to book the Twin Orbit Pod for my birthday in March.',
  },
  {
    fullName: 'Sneha Menon',
    email: 'sneha.menon@mail.example',
    phoneNo: '+91 94470 18236',
    subject: 'Support',
    message: 'My order arrived but the Void Ronin Vol. 2 has a bent corner. Can I get a replacement copy?',
  },
  {
    fullName: 'Kabir Khan',
    email: 'kabir.khan@mail.example',
    phoneNo: '+91 99100 52784',
    subject: 'Other',
    message: 'We run a college anime club in Delhi and would like to talk about a collaboration for our fest.',
  },
  {
    fullName: 'Diya Banerjee',
    email: 'diya.banerjee@mail.example',
    phoneNo: '+91 98310 66421',
    subject: 'General Inquiry',
    message: 'Do you ship to Kolkata? And is the Nebula Tie-Dye Tee coming back in size M?',
  },
  {
    fullName: 'Rohan Reddy',
    email: 'rohan.reddy@mail.example',
    phoneNo: '+91 90000 31245',
    subject: 'Support',
    message: 'I placed an order two days ago and it still shows pending. Could you check on it please?',
  },
  {
    fullName: 'Tanvi Joshi',
    email: 'tanvi.joshi@mail.example',
    phoneNo: '+91 98900 78412',
    subject: 'General Inquiry',
    message: 'Is the Lunar Lounge available for a corporate team night for around 10 people? What does it cost?',
  },
  {
    fullName: 'Farhan Shah',
    email: 'farhan.shah@mail.example',
    phoneNo: '+91 97250 11938',
    subject: 'Other',
    message: 'I am a freelance illustrator and would like to pitch a sticker design series for your shop.',
  },
  {
    fullName: 'Lakshmi Iyer',
    email: 'lakshmi.iyer@mail.example',
    phoneNo: '+91 94440 25871',
    subject: 'Support',
    message: 'The Saturn Ring Desk Lamp flickers at the lowest brightness. Is this normal or should I return it?',
  },
  {
    fullName: 'Nikhil Gupta',
    email: 'nikhil.gupta@mail.example',
    phoneNo: '+91 98110 47350',
    subject: 'General Inquiry',
    message: 'Can I pre-order the Zenith Titan card? The page says only two are left.',
  },
  {
    fullName: 'Aisha Patel',
    email: 'aisha.patel@mail.example',
    phoneNo: '+91 98250 90613',
    subject: 'General Inquiry',
    message: 'Do you have gift cards? My brother loves the Astro Cadet blind boxes.',
  },
  {
    fullName: 'Harpreet Singh',
    email: 'harpreet.singh@mail.example',
    phoneNo: '+91 98140 33297',
    subject: 'Support',
    message: 'I want to change the shipping address on my order to my office in Chandigarh. Is that still possible?',
  },
  {
    fullName: 'Meera Pillai',
    email: 'meera.pillai@mail.example',
    phoneNo: '+91 94950 60182',
    subject: 'Other',
    message:
      'Loved the pod concept! Please consider a quiet reading pod for people who just want to read manga all night.',
  },
  {
    fullName: 'Yash Mehta',
    email: 'yash.mehta@mail.example',
    phoneNo: '+91 98200 71546',
    subject: 'Support',
    message: 'The blind box I received was a duplicate of one I already had. Is there any way to exchange it?',
  },
  {
    fullName: 'Zoya Das',
    email: 'zoya.das@mail.example',
    phoneNo: '+91 98640 28739',
    subject: 'General Inquiry',
    message: 'Are the shirts unisex sizing? I am usually a women’s M.',
  },
  {
    fullName: 'Karthik Rao',
    email: 'karthik.rao@mail.example',
    phoneNo: '+91 99860 14827',
    subject: 'General Inquiry',
    message: 'Will the pods have PC setups with racing wheels? Planning a trip to your city next month.',
  },
];

export interface DemoUser {
  name: string;
  email: string;
  mobileNumber: string | null;
  isActive: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  { name: 'Priya Nair', email: 'priya.nair@demo.astroden.example', mobileNumber: '+91 98450 12873', isActive: true },
  { name: 'Arjun Verma', email: 'arjun.verma@demo.astroden.example', mobileNumber: '+91 98110 76524', isActive: true },
  { name: 'Kavya Reddy', email: 'kavya.reddy@demo.astroden.example', mobileNumber: null, isActive: true },
  {
    name: 'Siddharth Bose',
    email: 'siddharth.bose@demo.astroden.example',
    mobileNumber: '+91 98300 45219',
    isActive: true,
  },
  {
    name: 'Ishaan Chatterjee',
    email: 'ishaan.chatterjee@demo.astroden.example',
    mobileNumber: '+91 90070 38561',
    isActive: false,
  },
];
