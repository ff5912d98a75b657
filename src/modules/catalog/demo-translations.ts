import type { CatalogTranslations } from './contract.ts';
import { DEMO_COLLECTIONS } from './demo-catalogue.ts';

/**
 * The demo shop in German, with a few Hebrew texts to show right-to-left content (NOTES,
 * Translated content): every product's title and description, the option names and values,
 * and the collections. Product titles are put together from the same words as the English
 * ones ("Linen Wrap Dress" → "Wickelkleid Leinen").
 */

const DE_NOUNS: Record<string, string> = {
  'Wrap Dress': 'Wickelkleid',
  'Kimono Robe': 'Kimono-Mantel',
  'Maxi Dress': 'Maxikleid',
  Tee: 'T-Shirt',
  Blouse: 'Bluse',
  'Oxford Shirt': 'Oxford-Hemd',
  Jeans: 'Jeans',
  Shorts: 'Shorts',
  Coat: 'Mantel',
  Scarf: 'Schal',
  Gloves: 'Handschuhe',
  Sneaker: 'Sneaker',
  Boot: 'Stiefel',
  Heel: 'Pumps',
  Sandal: 'Sandale',
  Tote: 'Shopper',
  Backpack: 'Rucksack',
  Clutch: 'Clutch',
  'Carry-on': 'Handgepäckkoffer',
  Cap: 'Kappe',
  'Sun Hat': 'Sonnenhut',
  Ring: 'Ring',
  Watch: 'Uhr',
  Socks: 'Socken',
  Sunglasses: 'Sonnenbrille',
  'Ski Goggles': 'Skibrille',
  Candle: 'Kerze',
  Planter: 'Pflanztopf',
  Teapot: 'Teekanne',
  Mug: 'Becher',
  'Hand Cream': 'Handcreme',
  'Prescription Glasses': 'Korrektionsbrille',
};

const DE_WORDS: Record<string, string> = {
  Linen: 'Leinen',
  Silk: 'Seide',
  Poplin: 'Popeline',
  Jersey: 'Jersey',
  Satin: 'Satin',
  Cotton: 'Baumwolle',
  Garden: 'Garten',
  Tiered: 'Stufen',
  Pleated: 'Plissee',
  Draped: 'Drapiert',
  'Bias-cut': 'Schrägschnitt',
  Classic: 'Klassik',
  Boxy: 'Boxy',
  Pocket: 'Brusttasche',
  Heavyweight: 'Schwer',
  Organic: 'Bio',
  Ruffled: 'Rüschen',
  Peasant: 'Folklore',
  'Tie-neck': 'Schluppe',
  'Button-down': 'Button-down',
  Slim: 'Schmal',
  Relaxed: 'Locker',
  Straight: 'Gerade',
  'Wide-leg': 'Weites Bein',
  Vintage: 'Vintage',
  Cropped: 'Verkürzt',
  Chino: 'Chino',
  Running: 'Lauf',
  Cargo: 'Cargo',
  Wool: 'Wolle',
  Trench: 'Trench',
  Car: 'Kurz',
  Quilted: 'Gesteppt',
  Duffle: 'Dufflecoat',
  Cashmere: 'Kaschmir',
  Chunky: 'Grobstrick',
  Plaid: 'Kariert',
  Leather: 'Leder',
  Knit: 'Strick',
  Touchscreen: 'Touchscreen',
  Court: 'Court',
  Trail: 'Trail',
  Everyday: 'Alltag',
  Retro: 'Retro',
  Chelsea: 'Chelsea',
  Ankle: 'Knöchel',
  'Knee-high': 'Kniehoch',
  'Lace-up': 'Schnür',
  Block: 'Blockabsatz',
  Slingback: 'Slingback',
  Kitten: 'Kitten-Heel',
  Strappy: 'Riemchen',
  Beach: 'Strand',
  Slide: 'Pantolette',
  Cork: 'Kork',
  Market: 'Markt',
  Canvas: 'Canvas',
  Weekend: 'Wochenende',
  Commuter: 'Pendler',
  'Roll-top': 'Rolltop',
  Mini: 'Mini',
  Hiking: 'Wandern',
  Evening: 'Abend',
  Beaded: 'Perlen',
  Envelope: 'Kuvert',
  Hardshell: 'Hartschale',
  Softside: 'Weichgepäck',
  Baseball: 'Baseball',
  Corduroy: 'Cord',
  Trucker: 'Trucker',
  Washed: 'Gewaschen',
  Straw: 'Stroh',
  'Wide-brim': 'Breite Krempe',
  Bucket: 'Fischerhut',
  Signet: 'Siegel',
  Stacking: 'Stapel',
  Solitaire: 'Solitär',
  Twisted: 'Gedreht',
  Field: 'Feld',
  Dress: 'Dress',
  Diver: 'Taucher',
  Minimal: 'Minimal',
  Crew: 'Crew',
  Striped: 'Gestreift',
  Aviator: 'Pilot',
  Round: 'Rund',
  'Cat-eye': 'Cat-Eye',
  Wayfarer: 'Wayfarer',
  Sport: 'Sport',
  Mirrored: 'Verspiegelt',
  Panoramic: 'Panorama',
  Fig: 'Feige',
  Cedar: 'Zeder',
  Amber: 'Bernstein',
  'Sea Salt': 'Meersalz',
  Vetiver: 'Vetiver',
  Terracotta: 'Terrakotta',
  Ceramic: 'Keramik',
  Hanging: 'Hängend',
  Stoneware: 'Steinzeug',
  Glass: 'Glas',
  'Cast-iron': 'Gusseisen',
  Speckled: 'Gesprenkelt',
  Handmade: 'Handgemacht',
  Enamel: 'Emaille',
  Tall: 'Hoch',
  Rose: 'Rose',
  Neroli: 'Neroli',
  Unscented: 'Unparfümiert',
  Aria: 'Aria',
  // Materials
  Silver: 'Silber',
  Gold: 'Gold',
};

/** The demo collections in German, by slug. */
const DE_COLLECTIONS: Record<string, { name: string; description: string }> = {
  dresses: {
    name: 'Kleider',
    description: 'Wickel-, Slip- und Hemdblusenkleider für lange Tage und warme Abende.',
  },
  tops: {
    name: 'Oberteile & T-Shirts',
    description: 'T-Shirts, Hemden und Strick für jeden Tag, aus Bio-Baumwolle und Merino.',
  },
  bottoms: { name: 'Hosen', description: 'Denim, Chinos und Shorts, geschnitten für Bewegung.' },
  outerwear: {
    name: 'Jacken & Mäntel',
    description: 'Mäntel, Jacken und Strick für kalte Morgen.',
  },
  shoes: {
    name: 'Schuhe',
    description: 'Sneaker, Stiefel und Pumps, halbe Größen auf Anfrage.',
  },
  bags: { name: 'Taschen', description: 'Shopper, Rucksäcke und Clutches, die den Tag tragen.' },
  accessories: {
    name: 'Accessoires',
    description: 'Hüte, Schmuck und die kleinen Dinge, die einen Look vollenden.',
  },
  eyewear: {
    name: 'Brillen',
    description: 'Sonnenbrillen und Korrektionsfassungen mit Gläsern nach Maß.',
  },
  home: {
    name: 'Wohnen',
    description: 'Kerzen, Pflanzen und Geschirr für entspannte Morgen.',
  },
};

/** A few collections in Hebrew: right-to-left content in the demo. */
const HE_COLLECTIONS: Record<string, { name: string; description?: string }> = {
  dresses: { name: 'שמלות', description: 'שמלות מעטפת, שמלות סליפ ושמלות חולצה לימים ארוכים.' },
  tops: { name: 'חולצות וטישרטים' },
  shoes: { name: 'נעליים', description: 'סניקרס, מגפיים ועקבים, חצאי מידות לפי בקשה.' },
  bags: { name: 'תיקים' },
  home: { name: 'בית ומגורים' },
};

const HE_NOUNS: Record<string, string> = {
  'Wrap Dress': 'שמלת מעטפת',
  Tee: 'טישרט',
  Sneaker: 'סניקרס',
  Tote: 'תיק טוט',
  Candle: 'נר',
  'Prescription Glasses': 'משקפי ראייה',
};

const HE_WORDS: Record<string, string> = {
  Linen: 'פשתן',
  Silk: 'משי',
  Poplin: 'פופלין',
  Jersey: 'ג׳רסי',
  Classic: 'קלאסי',
  Boxy: 'רחב',
  Pocket: 'כיס',
  Heavyweight: 'עבה',
  Organic: 'אורגני',
  Court: 'קורט',
  Trail: 'שטח',
  Everyday: 'יומיומי',
  Knit: 'סריג',
  Retro: 'רטרו',
  Market: 'שוק',
  Leather: 'עור',
  Canvas: 'קנבס',
  Weekend: 'סוף שבוע',
  Fig: 'תאנה',
  Cedar: 'ארז',
  Amber: 'ענבר',
  'Sea Salt': 'מלח ים',
  Vetiver: 'וטיבר',
  Aria: 'אריה',
};

/** Colours as the demo names them ('Slate Gray') in German and Hebrew. */
const COLORS: Record<string, [string, string]> = {
  Crimson: ['Karminrot', 'ארגמן'],
  Coral: ['Koralle', 'אלמוג'],
  Teal: ['Petrol', 'כחול־ירקרק'],
  Olive: ['Oliv', 'זית'],
  Plum: ['Pflaume', 'שזיף'],
  Goldenrod: ['Goldgelb', 'צהוב זהוב'],
  'Sky Blue': ['Himmelblau', 'תכלת'],
  'Hot Pink': ['Pink', 'ורוד עז'],
  Navy: ['Marineblau', 'כחול כהה'],
  Black: ['Schwarz', 'שחור'],
  Ivory: ['Elfenbein', 'שנהב'],
  White: ['Weiß', 'לבן'],
  Tan: ['Sand', 'חום בהיר'],
  'Slate Gray': ['Schiefergrau', 'אפור צפחה'],
  'Steel Blue': ['Stahlblau', 'כחול פלדה'],
  'Light Steel Blue': ['Hellstahlblau', 'כחול פלדה בהיר'],
  'Saddle Brown': ['Sattelbraun', 'חום אוכף'],
  Silver: ['Silber', 'כסף'],
  Sienna: ['Siena', 'סיינה'],
};

const DE_SIZES: Record<string, string> = {
  Small: 'Klein',
  Medium: 'Mittel',
  Large: 'Groß',
};

const DE_MATERIALS = ['Cotton', 'Linen', 'Wool', 'Cashmere', 'Canvas', 'Leather', 'Silver', 'Gold'];

const DE_EDITIONS: Record<string, string> = {
  Riviera: 'Riviera',
  Nordic: 'Nordisch',
  Atelier: 'Atelier',
  Coastal: 'Küste',
  Heritage: 'Heritage',
  Studio: 'Studio',
  Meadow: 'Wiese',
};

/** What a demo product's title is made of (seed.ts plans it). */
export interface DemoTitleWords {
  adjective: string;
  noun: string;
  /** 0: none; 1..7: an edition's name; more: "No. n". */
  edition: number;
}

/** A demo product's German title from the words of its English one. */
export function germanTitle(words: DemoTitleWords, editions: readonly string[]): string {
  const base = `${DE_NOUNS[words.noun] ?? words.noun} ${DE_WORDS[words.adjective] ?? words.adjective}`;
  if (words.edition === 0) return base;
  if (words.edition < editions.length) {
    const edition = editions[words.edition]!;
    return `${base} ${DE_EDITIONS[edition] ?? edition}`;
  }
  return `${base} Nr. ${words.edition}`;
}

/** A demo product's German description, as the English one is built. */
function germanDescription(
  title: string,
  collection: string,
  material: string,
  prescription: boolean,
): string {
  if (prescription) {
    return '<p>Leichte Acetatfassung mit Gläsern, geschliffen nach Ihrer Verordnung. Wählen Sie die Stärke jedes Glases; beide Gläser werden zusammen als ein Paar geliefert.</p>';
  }
  const c = DE_COLLECTIONS[collection];
  return (
    `<p>${title}, aus unserer Kollektion ${c?.name ?? collection}. ${c?.description ?? ''}</p>` +
    `<ul><li>Durchgehend ${DE_WORDS[material] ?? material}, von Hand veredelt</li>` +
    '<li>In kleinen Serien gefertigt</li><li>Kostenlose Rücksendung innerhalb von 30 Tagen</li></ul>'
  );
}

/** What the demo translations are built from: each planned product. */
export interface DemoProductWords {
  slug: string;
  collection: number;
  words: DemoTitleWords;
  materials: string[];
}

/** The demo shop's translations, as a merchant's translations file would hold them. */
export function demoCatalogTranslations(
  planned: DemoProductWords[],
  editions: readonly string[],
): CatalogTranslations {
  const products: NonNullable<CatalogTranslations['products']> = [];
  for (const p of planned) {
    const collection = DEMO_COLLECTIONS[p.collection]!;
    const title = germanTitle(p.words, editions);
    const prescription = p.words.noun === 'Prescription Glasses';
    products.push({
      slug: p.slug,
      locale: 'de-DE',
      title,
      subtitle: DE_COLLECTIONS[collection.slug]?.name ?? collection.name,
      description_html: germanDescription(
        title,
        collection.slug,
        p.materials[0] ?? p.words.adjective,
        prescription,
      ),
    });
    // Hebrew: the first product of a few kinds.
    const he = HE_NOUNS[p.words.noun];
    if (he && p.words.edition === 0) {
      products.push({
        slug: p.slug,
        locale: 'he-IL',
        title: `${he} ${HE_WORDS[p.words.adjective] ?? p.words.adjective}`,
        subtitle: HE_COLLECTIONS[collection.slug]?.name ?? null,
      });
    }
  }
  const values = (pick: (pair: [string, string]) => string) =>
    Object.fromEntries(Object.entries(COLORS).map(([en, pair]) => [en, pick(pair)]));
  return {
    products,
    options: [
      { name: 'Color', locale: 'de-DE', label: 'Farbe', values: values(([de]) => de) },
      { name: 'Size', locale: 'de-DE', label: 'Größe', values: DE_SIZES },
      {
        name: 'Material',
        locale: 'de-DE',
        label: 'Material',
        values: Object.fromEntries(DE_MATERIALS.map((m) => [m, DE_WORDS[m] ?? m])),
      },
      { name: 'Power( L )', locale: 'de-DE', label: 'Stärke links' },
      { name: 'Power( R )', locale: 'de-DE', label: 'Stärke rechts' },
      { name: 'Color', locale: 'he-IL', label: 'צבע', values: values(([, he]) => he) },
      { name: 'Size', locale: 'he-IL', label: 'מידה' },
    ],
    collections: [
      ...Object.entries(DE_COLLECTIONS).map(([slug, c]) => ({ slug, locale: 'de-DE', ...c })),
      ...Object.entries(HE_COLLECTIONS).map(([slug, c]) => ({ slug, locale: 'he-IL', ...c })),
    ],
  } as CatalogTranslations;
}
