import { describe, expect, it } from 'vitest';
import { foreignKeyOrder } from './backup-tables';

describe('foreignKeyOrder', () => {
  it('puts every table after the tables it references', () => {
    const references = [
      { child: 'lease_offers', parent: 'listings' },
      { child: 'listings', parent: 'sellers' },
      { child: 'listings', parent: 'models' },
      { child: 'models', parent: 'makes' },
      { child: 'sellers', parent: 'files' },
    ];
    const order = foreignKeyOrder(
      ['lease_offers', 'listings', 'makes', 'models', 'sellers', 'files'],
      references,
    );
    expect(order).toHaveLength(6);
    for (const { child, parent } of references) {
      expect(order.indexOf(parent)).toBeLessThan(order.indexOf(child));
    }
  });

  it('gives one order whatever order the database lists the foreign keys in', () => {
    const tables = ['enquiries', 'files', 'listings', 'makes', 'models', 'sellers'];
    const references = [
      { child: 'enquiries', parent: 'sellers' },
      { child: 'enquiries', parent: 'listings' },
      { child: 'listings', parent: 'sellers' },
      { child: 'listings', parent: 'models' },
      { child: 'listings', parent: 'files' },
      { child: 'models', parent: 'makes' },
    ];
    const order = foreignKeyOrder(tables, references);
    expect(foreignKeyOrder(tables, [...references].reverse())).toEqual(order);
    expect(
      foreignKeyOrder([...tables].reverse(), references.slice(3).concat(references.slice(0, 3))),
    ).toEqual(order);
  });

  it('refuses a cycle of foreign keys, naming it', () => {
    expect(() =>
      foreignKeyOrder(
        ['a', 'b'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow(/cycle: a → b → a/);
  });
});
