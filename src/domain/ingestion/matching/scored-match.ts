import { coreVariant, hasAwd, type MatchVehicle, resolveHorsepower, resolveTransmission } from './match-keys';

/** A scored match is accepted from this confidence up (original-system.md §4.12, level 3). */
export const SCORED_MATCH_THRESHOLD = 0.85;

/**
 * Confidence that two cars of the same make and model are the same car, with the weights of §4.12:
 * core variant 0.4 (0.2 when one contains the other), horsepower 0.3 (0.15 within ±5 hp),
 * transmission 0.2, AWD flag 0.1. Unknown horsepower or transmission earns nothing.
 * Summed in hundredths so that 0.4 + 0.15 + 0.2 + 0.1 is exactly 0.85.
 */
export function scoredMatchConfidence(a: MatchVehicle, b: MatchVehicle): number {
  let hundredths = 0;

  const coreA = coreVariant(a.variant, a.model);
  const coreB = coreVariant(b.variant, b.model);
  if (coreA === coreB) hundredths += 40;
  else if (coreA !== '' && coreB !== '' && (coreA.includes(coreB) || coreB.includes(coreA))) hundredths += 20;

  const hpA = resolveHorsepower(a);
  const hpB = resolveHorsepower(b);
  if (hpA !== null && hpB !== null) {
    if (hpA === hpB) hundredths += 30;
    else if (Math.abs(hpA - hpB) <= 5) hundredths += 15;
  }

  const transmissionA = resolveTransmission(a);
  if (transmissionA !== null && transmissionA === resolveTransmission(b)) hundredths += 20;

  if (hasAwd(a.variant) === hasAwd(b.variant)) hundredths += 10;

  return hundredths / 100;
}
