/**
 * Memoises the parse of a raw query string: the same few queries arrive again and again, and parsing
 * one with its fallbacks costs more than answering it from the catalogue. Results are frozen so a
 * caller cannot change what the next request gets.
 */
export function cachedQueryParser<T extends object>(parse: (query: URLSearchParams) => T, capacity = 1000) {
  const cache = new Map<string, Readonly<T>>();
  return (rawQuery: string): Readonly<T> => {
    const hit = cache.get(rawQuery);
    if (hit) return hit;
    const parsed = Object.freeze(parse(new URLSearchParams(rawQuery)));
    if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
    cache.set(rawQuery, parsed);
    return parsed;
  };
}

/** The query string of a request URL, without the leading '?'. */
export function rawQueryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}
