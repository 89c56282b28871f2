import { describe, expect, it } from 'vitest';
import type { ReadingCheck } from '../reading-checks';
import { type BlockReason, blockedChangesText, blockReasons, isBlockedChange } from './blocked-changes';
import { priceConflicts } from './price-conflicts';
import { extractedCar, offer } from './test-cars';

const conflicting = [offer(15000, 36, 0, 3049), offer(15000, 36, 0, 2999)];
const failedTotal: ReadingCheck = { check: 'total_agrees', passed: false, detail: 'side 2, linje 14' };
const softFailed: ReadingCheck = { check: 'price_rises_with_mileage', passed: false };
const reviewed: ReadingCheck = { check: 'total_agrees', passed: true, detail: 'Rettet af admin' };

const change = (car: ReturnType<typeof extractedCar> | null, resolved = false) => ({
  car,
  warnings: car
    ? priceConflicts(car.offers).map((warning) => ({ ...warning, chosen: resolved ? 1 : null }))
    : [],
});

describe('blockReasons and isBlockedChange', () => {
  it.each([
    ['a car without checks or conflicts', change(extractedCar()), []],
    ['a withdrawal (no car)', change(null), []],
    [
      'checks that all passed',
      change(extractedCar({ checks: [{ check: 'total_agrees', passed: true }] })),
      [],
    ],
    ['a failed soft check only warns', change(extractedCar({ checks: [softFailed] })), []],
    [
      'a failed hard check: Kræver kontrol',
      change(extractedCar({ checks: [failedTotal] })),
      ['needs_review'],
    ],
    ['a failed hard check corrected by an admin', change(extractedCar({ checks: [reviewed] })), []],
    ['an unresolved price conflict', change(extractedCar({ offers: conflicting })), ['price_conflict']],
    [
      'both',
      change(extractedCar({ offers: conflicting, checks: [failedTotal] })),
      ['price_conflict', 'needs_review'],
    ],
  ] satisfies Array<[string, ReturnType<typeof change>, BlockReason[]]>)('%s', (_, input, reasons) => {
    expect(blockReasons(input)).toEqual(reasons);
    expect(isBlockedChange(input)).toBe(reasons.length > 0);
  });
});

describe('blockedChangesText', () => {
  const conflict = { ...change(extractedCar({ offers: conflicting })), summary: 'Ny: Toyota Yaris' };
  const held = { ...change(extractedCar({ checks: [failedTotal] })), summary: 'Ny: Skoda Octavia' };
  it.each([
    [
      [conflict],
      'approve',
      'Prislisten angiver to priser for samme tilbud i «Ny: Toyota Yaris». Vælg den rigtige pris, før ændringen godkendes.',
    ],
    [
      [conflict],
      'apply',
      'Prislisten angiver to priser for samme tilbud i «Ny: Toyota Yaris». Vælg den rigtige pris først – intet blev anvendt.',
    ],
    [
      [held],
      'approve',
      'Aflæsningen kræver kontrol i «Ny: Skoda Octavia». Ret bilen (eller afvis den), før ændringen godkendes.',
    ],
    [
      [conflict, held],
      'apply',
      'Prislisten angiver to priser for samme tilbud i «Ny: Toyota Yaris». Aflæsningen kræver kontrol i «Ny: Skoda Octavia». Vælg den rigtige pris, og ret bilen (eller afvis den) først – intet blev anvendt.',
    ],
  ] as const)('%#', (blocked, when, text) => {
    expect(blockedChangesText(blocked, when)).toBe(text);
  });
});
