import { describe, expect, it } from 'vitest';
import { type NewModelName, newModelName } from './listing-model-choice';

const models = [
  { name: 'ID.3', aliases: [] },
  { name: 'ID.4', aliases: ['ID4 GTX'] },
  { name: 'Golf', aliases: [] },
];

describe('newModelName', () => {
  it.each<[string, NewModelName]>([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['Golf', { kind: 'known', name: 'Golf' }],
    ['golf ', { kind: 'known', name: 'Golf' }],
    ['id 4', { kind: 'known', name: 'ID.4' }],
    ['id4 gtx', { kind: 'known', name: 'ID.4' }],
    ['ID.7', { kind: 'new', name: 'ID.7' }],
    ['  Polo   GTI ', { kind: 'new', name: 'Polo GTI' }],
  ])('%j → %j', (typed, expected) => {
    expect(newModelName(typed, models)).toEqual(expected);
  });
});
