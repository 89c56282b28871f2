/** Model headings of Toyota Danmark's price list, as printed (upper case), with the catalogue's spelling. */
const MODEL_NAMES: Record<string, string> = {
  'AYGO X': 'Aygo X',
  YARIS: 'Yaris',
  'YARIS CROSS': 'Yaris Cross',
  'GR YARIS': 'GR Yaris',
  COROLLA: 'Corolla',
  'COROLLA HATCHBACK': 'Corolla Hatchback',
  'COROLLA TOURING SPORTS': 'Corolla Touring Sports',
  'COROLLA CROSS': 'Corolla Cross',
  'C-HR': 'C-HR',
  'C-HR+': 'C-HR+',
  BZ4X: 'bZ4X',
  'URBAN CRUISER': 'Urban Cruiser',
  RAV4: 'RAV4',
  HIGHLANDER: 'Highlander',
  'LAND CRUISER': 'Land Cruiser',
  CAMRY: 'Camry',
  MIRAI: 'Mirai',
  GR86: 'GR86',
  'GR SUPRA': 'GR Supra',
  'PROACE CITY VERSO': 'Proace City Verso',
  'PROACE VERSO': 'Proace Verso',
  HILUX: 'Hilux',
};

/** The catalogue's model name when a line is a Toyota model heading ("YARIS CROSS", "Toyota bZ4X"). */
export function toyotaModelHeading(text: string): string | null {
  const heading = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^toyota\s+/i, '')
    .toUpperCase();
  return MODEL_NAMES[heading] ?? null;
}

// Words that start price or terms lines, never a trim name.
const NOT_A_TRIM =
  /^(?:førstegangsydelse|udbetaling|samlede|samlet|totalpris|total|pris|priser|alle|ydelse|månedlig|inkl|ekskl|side|gældende|toyota|privatleasing|løbetid|kilometer|km|leasing|note|bemærk)/i;
const MAX_TRIM_WORDS = 4;

/** A trim name ("Active", "Style Comfort", "GR Sport") opening a variant's block or row. */
export function isTrimName(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length > 0 &&
    !/\d/.test(trimmed) &&
    !NOT_A_TRIM.test(trimmed) &&
    trimmed.split(/\s+/).length <= MAX_TRIM_WORDS &&
    toyotaModelHeading(trimmed) === null
  );
}
