import { z } from 'zod/mini';
import { expectedVersionField } from '../admin/record-version';
import { countNoun } from '../format/count-noun';
import { NOUN } from '../format/nouns';
import {
  type StoredBodyType,
  type StoredFuelType,
  storedBodyTypes,
  storedFuelTypes,
} from '../listings/vehicle-values';
import { preprocess } from '../listings/zod-preprocess';
import { cleanName, nameKey } from './car-name-keys';

/**
 * The contract for writing makes and models (/api/admin/makes): the admin dialogs validate with it
 * before sending and the server validates every body with it again. Danish messages, shown beside
 * the field.
 */

export const MAX_NAME_LENGTH = 60;
export const MAX_ALIASES = 20;

const name = z
  .string({ error: 'Navn er påkrævet' })
  .check(
    z.overwrite(cleanName),
    z.minLength(1, 'Navn er påkrævet'),
    z.maxLength(MAX_NAME_LENGTH, `Højst ${MAX_NAME_LENGTH} tegn`),
  );

const alias = z
  .string({ error: 'Ugyldigt alias' })
  .check(
    z.overwrite(cleanName),
    z.minLength(1, 'Et alias må ikke være tomt'),
    z.maxLength(MAX_NAME_LENGTH, `Et alias må højst have ${MAX_NAME_LENGTH} tegn`),
  );

/** Other names; the same alias twice (ignoring case) is kept once. */
const aliases = z.array(alias).check(
  z.maxLength(MAX_ALIASES, `Højst ${MAX_ALIASES} aliaser`),
  z.overwrite((list) => uniqueAliases(list)),
);

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const nullableNumber = (value: unknown) => {
  if (value === '' || value === undefined || value === null) return null;
  return typeof value === 'string' ? Number(value) : value;
};

export const makeInputSchema = z.object({ name, aliases: z._default(aliases, []) });
export type MakeInput = z.input<typeof makeInputSchema>;
export type MakeData = z.output<typeof makeInputSchema>;

export const modelInputSchema = z.object({
  name,
  aliases: z._default(aliases, []),
  default_body_type: preprocess(
    emptyToNull,
    z.nullable(z.enum(storedBodyTypes, { error: 'Vælg en karrosseritype fra listen' })),
  ),
  default_fuel_type: preprocess(
    emptyToNull,
    z.nullable(z.enum(storedFuelTypes, { error: 'Vælg et drivmiddel fra listen' })),
  ),
  default_seats: preprocess(
    nullableNumber,
    z.nullable(
      z.int({ error: 'Antal sæder skal være et helt tal' }).check(z.gte(1, 'Mindst 1'), z.lte(9, 'Højst 9')),
    ),
  ),
  default_doors: preprocess(
    nullableNumber,
    z.nullable(
      z.int({ error: 'Antal døre skal være et helt tal' }).check(z.gte(2, 'Mindst 2'), z.lte(5, 'Højst 5')),
    ),
  ),
});
export type ModelInput = z.input<typeof modelInputSchema>;
export type ModelData = z.output<typeof modelInputSchema>;

/** PUT of a make or a model: the fields and the version the admin loaded (ADR 037). */
export const makeUpdateSchema = z.extend(makeInputSchema, expectedVersionField);
export const modelUpdateSchema = z.extend(modelInputSchema, expectedVersionField);
export type MakeUpdate = z.input<typeof makeUpdateSchema>;
export type ModelUpdate = z.input<typeof modelUpdateSchema>;

/** POST …/merge: the make or model the merged one goes into (it keeps its name as an alias there). */
export const mergeInputSchema = z.object({
  into_id: z.uuid({ error: 'Vælg hvad der skal lægges sammen med' }),
});

/** "VW, Volkswagen AG" → ['VW', 'Volkswagen AG']: the aliases field of the dialogs, comma-separated. */
export function parseAliasText(text: string): string[] {
  return uniqueAliases(
    text
      .split(',')
      .map(cleanName)
      .filter((part) => part !== ''),
  );
}

export function uniqueAliases(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((entry) => {
    const key = nameKey(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---- Answers of GET /api/admin/makes ----

export type CatalogModelJson = {
  id: string;
  name: string;
  aliases: string[];
  listing_count: number;
  default_body_type: StoredBodyType | null;
  default_fuel_type: StoredFuelType | null;
  default_seats: number | null;
  default_doors: number | null;
  /** ADR 037: sent back as `expectedVersion` with an edit. */
  version: number;
};

export type CatalogMakeJson = {
  id: string;
  name: string;
  aliases: string[];
  /** Listings of every status under the make. */
  listing_count: number;
  models: CatalogModelJson[];
  /** ADR 037: sent back as `expectedVersion` with an edit. */
  version: number;
};

export type CatalogMakesResponse = { makes: CatalogMakeJson[] };

/** What a merge did: listings moved, and (for makes) models folded into the target's model of the same name. */
export type MergeResultJson = { moved_listings: number; merged_models: string[] };

/** "7 annoncer bruger modellen. Læg den sammen med en anden model, så flyttes de med." (issue 25) */
export function modelInUseText(listingCount: number): string {
  const uses = listingCount === 1 ? 'Én annonce bruger' : `${countNoun(listingCount, NOUN.listing)} bruger`;
  return `${uses} modellen. Læg den sammen med en anden model, så flyttes ${listingCount === 1 ? 'den' : 'de'} med.`;
}

/** Why a model cannot be deleted, on its delete button and in the server's 409: "Kan ikke slettes: …". */
export const modelHasListingsMessage = (listingCount: number): string =>
  `Kan ikke slettes: ${modelInUseText(listingCount)}`;

/**
 * The makes whose name or alias contains the search text, with all their models, and the makes with a
 * model whose name or alias contains it, with only those models. Case-insensitive.
 */
export function filterCatalogMakes(
  makes: readonly CatalogMakeJson[],
  search: string | undefined,
): CatalogMakeJson[] {
  const needle = nameKey(search ?? '');
  if (needle === '') return [...makes];
  const hit = (entry: { name: string; aliases: readonly string[] }) =>
    [entry.name, ...entry.aliases].some((text) => nameKey(text).includes(needle));
  return makes.flatMap((make) => {
    if (hit(make)) return [make];
    const models = make.models.filter(hit);
    return models.length > 0 ? [{ ...make, models }] : [];
  });
}
