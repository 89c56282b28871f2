/** Makes shown first wherever a visitor picks a make (original-system.md §5.2). */
export const POPULAR_MAKES = [
  'Volkswagen',
  'Skoda',
  'Toyota',
  'Audi',
  'Mercedes-Benz',
  'BMW',
  'Cupra',
  'Hyundai',
  'Kia',
  'Renault',
] as const;

const collator = new Intl.Collator('da');
const popularRank = new Map<string, number>(POPULAR_MAKES.map((name, index) => [name.toLowerCase(), index]));

/**
 * "Populære mærker": the popular makes the catalogue has, most offers first (ties in the list's own
 * order); "Andre mærker": the rest alphabetically in Danish.
 */
export function groupMakesByPopularity<T extends { name: string; count: number }>(
  makes: readonly T[],
): { popular: T[]; others: T[] } {
  const rank = (make: T) => popularRank.get(make.name.toLowerCase());
  const popular = makes
    .filter((make) => rank(make) !== undefined)
    .sort((a, b) => b.count - a.count || (rank(a) ?? 0) - (rank(b) ?? 0));
  const others = makes
    .filter((make) => rank(make) === undefined)
    .sort((a, b) => collator.compare(a.name, b.name));
  return { popular, others };
}
