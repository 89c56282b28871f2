import { z } from 'zod/mini';
import { firstOf, readInteger, readText } from '../listings/search-param-values';
import { preprocess } from '../listings/zod-preprocess';

/** How /admin/makes shows the catalogue: a card per make (default) or a compact table. */
const makesViews = ['cards', 'table'] as const;

/** Orders of the makes table (makes, and the models under each); a leading '-' is descending. Default: name. */
export const MAKES_SORTS = ['name', '-name', 'listings', '-listings'] as const;
export type MakesSort = (typeof MAKES_SORTS)[number];

/**
 * /admin/makes?search=…&view=table&sort=-listings&page=2: filters the makes and models shown, the view,
 * and (in the table) the order and page. An invalid value falls back. Its own module because the route
 * tree (in every page's entry chunk) validates it, while the write schemas stay in the lazy admin chunk.
 */
export const makesSearchSchema = z.object({
  search: z.catch(
    preprocess((value) => firstOf(value, readText), z.optional(z.string().check(z.maxLength(100)))),
    undefined,
  ),
  view: z.catch(z.optional(z.enum(makesViews)), undefined),
  sort: z.catch(z.optional(z.enum(MAKES_SORTS)), undefined),
  page: z.catch(
    preprocess((value) => firstOf(value, readInteger), z.optional(z.int().check(z.minimum(1)))),
    undefined,
  ),
});
export type MakesSearch = z.infer<typeof makesSearchSchema>;
