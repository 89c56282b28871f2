import { formatNumber } from './format-danish';

/** A Danish noun's two numbers: ['visning', 'visninger']. */
export type NounForms = readonly [one: string, many: string];

/** '1 visning', '0 visninger', '1.200 visninger': the count in Danish digits with the noun it takes. */
export function countNoun(count: number, [one, many]: NounForms): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
