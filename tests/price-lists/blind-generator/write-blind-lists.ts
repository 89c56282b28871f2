import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateBlindPriceList } from './index';

/**
 * Writes blind-generated price lists as NAME.pdf + NAME.truth.json, for `npm run extract:accuracy`.
 * Usage: npx tsx tests/price-lists/blind-generator/write-blind-lists.ts <outDir> [count] [firstSeed]
 */
async function main(): Promise<void> {
  const [outDir, countText = '40', firstSeedText = '1'] = process.argv.slice(2);
  const count = Number(countText);
  const firstSeed = Number(firstSeedText);
  if (!outDir || !Number.isInteger(count) || count < 1 || !Number.isInteger(firstSeed) || firstSeed < 0) {
    console.error('Brug: write-blind-lists.ts <mappe> [antal] [første frø]');
    process.exitCode = 2;
    return;
  }
  mkdirSync(outDir, { recursive: true });
  for (let seed = firstSeed; seed < firstSeed + count; seed++) {
    const list = await generateBlindPriceList(seed);
    writeFileSync(join(outDir, `${list.name}.pdf`), list.bytes);
    writeFileSync(join(outDir, `${list.name}.truth.json`), `${JSON.stringify(list.expected, null, 2)}\n`);
  }
  console.log(`${count} prislister skrevet til ${outDir}`);
}

void main();
