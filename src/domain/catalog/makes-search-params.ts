import { z } from 'zod/mini';
import { firstOf, readText } from '../listings/search-param-values';
import { preprocess } from '../listings/zod-preprocess';

/**
 * /admin/makes?search=…: filters the makes and models shown; an invalid value falls back. Its own
 * module because the route tree (in every page's entry chunk) validates it, while the write schemas
 * stay in the lazy admin chunk.
 */
export const makesSearchSchema = z.object({
  search: z.catch(
    preprocess((value) => firstOf(value, readText), z.optional(z.string().check(z.maxLength(100)))),
    undefined,
  ),
});
export type MakesSearch = z.infer<typeof makesSearchSchema>;
