import { describe, expect, it } from 'vitest';
import { estimateCostMicroUsd } from './estimate-cost';
import { modelResponseFormat } from './model-output-schema';

type JsonSchema = {
  type?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** Strict structured output: every object lists all its keys as required and allows no others. */
function strictProblems(schema: JsonSchema, path = '$'): string[] {
  const problems: string[] = [];
  if (schema.properties) {
    const keys = Object.keys(schema.properties);
    if (JSON.stringify([...(schema.required ?? [])].sort()) !== JSON.stringify([...keys].sort())) {
      problems.push(`${path}: not every key is required`);
    }
    if (schema.additionalProperties !== false) problems.push(`${path}: additionalProperties is not false`);
    for (const [key, value] of Object.entries(schema.properties))
      problems.push(...strictProblems(value, `${path}.${key}`));
  }
  if (schema.items) problems.push(...strictProblems(schema.items, `${path}[]`));
  for (const option of schema.anyOf ?? []) problems.push(...strictProblems(option, path));
  return problems;
}

describe('modelResponseFormat', () => {
  it('is a strict JSON schema OpenAI accepts', () => {
    const schema = modelResponseFormat.json_schema.schema as JsonSchema;
    expect(modelResponseFormat.json_schema.strict).toBe(true);
    expect(schema).not.toHaveProperty('$schema');
    expect(strictProblems(schema)).toEqual([]);
    const car = schema.properties?.cars?.items;
    expect(Object.keys(car?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'make',
        'model',
        'variant',
        'horsepower',
        'fuel_type',
        'transmission',
        'offers',
      ]),
    );
    expect(JSON.stringify(car?.properties?.fuel_type)).toContain('Plug-in - Petrol');
  });
});

describe('estimateCostMicroUsd', () => {
  it('weighs prompt and completion tokens by their prices per million', () => {
    expect(estimateCostMicroUsd(1_000_000, 0, { priceInputPerMTokUsd: 2.5, priceOutputPerMTokUsd: 10 })).toBe(
      2_500_000,
    );
    expect(estimateCostMicroUsd(1234, 567, { priceInputPerMTokUsd: 0.15, priceOutputPerMTokUsd: 0.6 })).toBe(
      525,
    );
    expect(estimateCostMicroUsd(1234, 567, { priceInputPerMTokUsd: 0, priceOutputPerMTokUsd: 0 })).toBe(0);
  });
});
