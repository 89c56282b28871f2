/**
 * Comparison key for user-supplied filter values: case, accents, spaces and punctuation are ignored,
 * so 'Crossover (CUV)', 'crossover-cuv' and 'CROSSOVER CUV' all meet.
 */
export function valueKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9æø]/g, '');
}

/** Builds a lookup from every accepted spelling to its slug; a spelling claimed by two slugs is a bug. */
export function slugLookup<S extends string>(
  slugs: readonly S[],
  spellingsOf: (slug: S) => readonly string[],
): (input: string) => S | undefined {
  const bySpelling = new Map<string, S>();
  for (const slug of slugs) {
    for (const spelling of [slug, ...spellingsOf(slug)]) {
      const key = valueKey(spelling);
      const claimed = bySpelling.get(key);
      if (claimed !== undefined && claimed !== slug) {
        throw new Error(`'${spelling}' maps to both ${claimed} and ${slug}`);
      }
      bySpelling.set(key, slug);
    }
  }
  return (input) => bySpelling.get(valueKey(input));
}

/** Stored values of the given slugs, de-duplicated, in the order of `all`. */
export function storedValuesFor<S extends string, V extends string>(
  slugs: readonly S[],
  storedBySlug: Record<S, readonly V[]>,
  all: readonly V[],
): V[] {
  const wanted = new Set(slugs.flatMap((slug) => storedBySlug[slug] ?? []));
  return all.filter((value) => wanted.has(value));
}
