import { describe, expect, it } from 'vitest';
import { modelCar } from '../../../../../tests/helpers/ai-model-car';
import { extractionSystemPrompt } from './extraction-prompt';
import { modelOutputSchema, modelResponseFormat } from './model-output-schema';
import { toExtractedCars } from './to-extracted-cars';

// Issue 27 (ADR 053 amendment): the AI extractor asks for the conditions around a car's prices, the price
// per extra km among them, and turns the model's answer into the list's stated conditions. Canned model
// answers, no network.

const noConditions = {
  order_by: null,
  delivery_by: null,
  valid_until: null,
  includes: null,
  excludes: null,
  return_fee: null,
  extra_km_price: null,
  extras: null,
};

/** A canned model answer (JSON text, as the chat completion carries it) read as the extractor reads it. */
function read(conditions: Record<string, unknown> | null) {
  const answer = JSON.stringify({ cars: [modelCar({ conditions })] });
  return toExtractedCars(modelOutputSchema.parse(JSON.parse(answer)).cars);
}

describe('the AI extractor asks for the conditions', () => {
  it('has conditions with extra_km_price in its strict schema and its prompt', () => {
    const car = (
      modelResponseFormat.json_schema.schema as {
        properties: { cars: { items: { properties: Record<string, unknown>; required: string[] } } };
      }
    ).properties.cars.items;
    expect(car.required).toContain('conditions');
    const conditions = JSON.stringify(car.properties.conditions);
    for (const field of Object.keys(noConditions)) expect(conditions).toContain(`"${field}"`);
    const prompt = extractionSystemPrompt();
    expect(prompt).toContain('`extra_km_price`');
    expect(prompt).toContain('"0,75 kr." → 0.75');
    expect(prompt).toContain('`return_fee`');
  });

  it('keeps what the list states: dates, items, the return fee, the price per extra km and extras', () => {
    const { cars, warnings } = read({
      ...noConditions,
      valid_until: '2026-12-31',
      includes: ['Service', ' vejhjælp ', ''],
      excludes: ['Forsikring 349 kr./md.'],
      return_fee: 2495,
      extra_km_price: 0.75,
      extras: [{ name: 'Vinterhjul', monthly_price: 380 }],
    });
    expect(warnings).toEqual([]);
    expect(cars[0]?.conditions).toEqual({
      valid_until: '2026-12-31',
      includes: ['Service', 'vejhjælp'],
      excludes: ['Forsikring 349 kr./md.'],
      return_fee: 2495,
      extra_km_price: 0.75,
      extras: [{ name: 'Vinterhjul', monthly_price: 380 }],
    });
  });

  it.each([
    ['"0,75 kr./km" as 0.75', 0.75, 0.75],
    ['"1,25 kr./km" as 1.25', 1.25, 1.25],
    ['more than øre rounds to the øre', 0.755, 0.76],
    ['zero is stated as free', 0, 0],
  ])('reads the price per extra km: %s', (_case, answered, stored) => {
    const { cars, warnings } = read({ ...noConditions, extra_km_price: answered });
    expect(warnings).toEqual([]);
    expect(cars[0]?.conditions).toEqual({ extra_km_price: stored });
  });

  it.each([
    ['null conditions', null],
    ['every condition null', noConditions],
    ['empty lists', { ...noConditions, includes: [], extras: [] }],
  ])('states nothing for %s', (_case, conditions) => {
    const { cars, warnings } = read(conditions);
    expect(cars).toHaveLength(1);
    expect(cars[0]).not.toHaveProperty('conditions');
    expect(warnings).toEqual([]);
  });

  it('drops a condition that breaks the rules and says so, keeping the car and the rest', () => {
    const { cars, warnings } = read({
      ...noConditions,
      valid_until: '31. dec. 2026',
      extra_km_price: -1,
      return_fee: 1995,
    });
    expect(cars).toHaveLength(1);
    expect(cars[0]?.conditions).toEqual({ return_fee: 1995 });
    expect(warnings).toEqual([
      'AI-svaret for "Toyota Yaris 1.5 Hybrid Active": betingelser udeladt (ugyldige felter: valid_until, extra_km_price).',
    ]);
  });
});
