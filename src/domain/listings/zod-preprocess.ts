import { z } from 'zod/mini';

/**
 * `z.preprocess` for zod/mini (the tree-shakable build the browser bundle uses): normalise the raw
 * value, then validate it with `schema`.
 */
export function preprocess<Schema extends z.ZodMiniType>(
  normalise: (value: unknown) => unknown,
  schema: Schema,
): z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, Schema> {
  return z.pipe(
    z.transform((value: unknown) => normalise(value)),
    schema,
  );
}
