import type { BatchScope } from '../proposed-change';
import { makeModelKey } from './match-keys';

/** The makes and models the cars cover, once each (case and spaces ignored; first spelling kept). */
export function batchScope(cars: ReadonlyArray<{ make: string; model: string }>): BatchScope {
  const scope = new Map<string, { make: string; model: string }>();
  for (const { make, model } of cars) {
    const key = makeModelKey(make, model);
    if (!scope.has(key)) scope.set(key, { make: make.trim(), model: model.trim() });
  }
  return [...scope.values()];
}

export function isInScope(scope: BatchScope, make: string, model: string): boolean {
  const key = makeModelKey(make, model);
  return scope.some((entry) => makeModelKey(entry.make, entry.model) === key);
}
