import { describe, expect, it } from 'vitest';
import { layoutTemplateSchema, templateColumnSchema } from './layout-template';
import { saveLayoutTemplateSchema } from './layout-template-api';

const monthly = { header: 'Pris hver måned', kind: 'monthly' } as const;

describe('the layout template schema', () => {
  it.each([
    [
      'a template saved before first payments and heading models (JSON as stored)',
      {
        columns: [
          { header: 'Bil', kind: 'model' },
          { header: '15.000 km', kind: 'monthly', mileage: 15000, period: 36 },
        ],
        defaults: { make: 'Leapmotor', model: 'T03', period_months: 36, first_payment: 0 },
      },
    ],
    ['no defaults at all', { columns: [monthly], defaults: {} }],
    [
      'a monthly column at a first payment',
      {
        columns: [{ header: 'Udbetaling 4.995 kr.', kind: 'monthly', first_payment: 4995 }],
        defaults: {},
      },
    ],
    [
      'a first payment of 0 beside a term',
      {
        columns: [{ header: '36 mdr. Udbetaling 0 kr.', kind: 'monthly', period: 36, first_payment: 0 }],
        defaults: {},
      },
    ],
    ['the model from each heading', { columns: [monthly], defaults: { model: { from: 'heading' } } }],
  ])('accepts %s', (_, template) => {
    expect(layoutTemplateSchema.safeParse(template).success).toBe(true);
  });

  it.each([
    [
      'a first payment on a column that is not a monthly price',
      { header: 'Start', kind: 'first_payment', first_payment: 0 },
      ['first_payment'],
    ],
    [
      'a negative first payment',
      { header: 'Udbetaling', kind: 'monthly', first_payment: -1 },
      ['first_payment'],
    ],
    [
      'a first payment above 2 000 000',
      { header: 'Udbetaling', kind: 'monthly', first_payment: 2_000_001 },
      ['first_payment'],
    ],
    [
      'a first payment with øre',
      { header: 'Udbetaling', kind: 'monthly', first_payment: 4995.5 },
      ['first_payment'],
    ],
    [
      'a first payment as text',
      { header: 'Udbetaling', kind: 'monthly', first_payment: '4995' },
      ['first_payment'],
    ],
  ])('refuses %s', (_, column, path) => {
    const parsed = templateColumnSchema.safeParse(column);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it('says in Danish why a first payment is refused on another kind of column', () => {
    const parsed = templateColumnSchema.safeParse({
      header: 'Start',
      kind: 'first_payment',
      first_payment: 0,
    });
    expect(parsed.error?.issues[0]?.message).toBe(
      'Kun en kolonne med månedlig ydelse kan have en udbetaling',
    );
  });

  it.each([
    ['an empty model', ''],
    ['a model of spaces', '   '],
    ['another source of the model', { from: 'column' }],
    ['a source without its name', {}],
    ['a number', 3],
  ])('refuses %s as the default model', (_, model) => {
    const parsed = layoutTemplateSchema.safeParse({ columns: [monthly], defaults: { model } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['defaults', 'model']);
  });

  it('keeps a saved template as it was sent (first payment and heading model included)', () => {
    const template = {
      columns: [{ header: 'Udbetaling 4.995 kr.', kind: 'monthly', first_payment: 4995 }],
      defaults: { make: 'Volkswagen', model: { from: 'heading' } },
    };
    expect(saveLayoutTemplateSchema.parse({ template })).toEqual({ template });
    expect(layoutTemplateSchema.parse(JSON.parse(JSON.stringify(template)))).toEqual(template);
  });
});
