import {
  optionalInteger,
  optionalOneOf,
  optionalText,
  type SearchOf,
  searchSchema,
} from '../listings/search-schema';

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
export const makesSearchSchema = searchSchema({
  search: optionalText(100),
  view: optionalOneOf(makesViews),
  sort: optionalOneOf(MAKES_SORTS),
  page: optionalInteger({ min: 1 }),
});
export type MakesSearch = SearchOf<typeof makesSearchSchema.fields>;
