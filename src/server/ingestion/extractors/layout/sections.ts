import {
  impliedTransmission,
  readFuelType,
  readHorsepower,
  readTransmission,
} from '../../../../domain/ingestion/vehicle-text';
import { applySupplements } from './apply-supplements';
import type { CarRow } from './assemble-cars';
import type { RowFinding } from './check-cars';
import { readLabelledBlock } from './labelled-block';
import { kindsOf, kr, totalFinding, wholeMonths } from './line-texts';
import { type ReaderState, stated } from './reader-state';
import { cleanName, variantName } from './variant-name';

/**
 * Closing what the reader has gathered: a car stated without a table (labelled block), and a section
 * of rows with the merpris/tillæg notes that price on its stated offers.
 */

export function closeLabelled(s: ReaderState): void {
  const block = s.labelled;
  s.labelled = null;
  const first = block?.lines[0];
  if (!block || !first) return;
  const read = readLabelledBlock(block);
  if (!read || !s.make || !s.model) return;
  const described = cleanName(`${read.name} ${read.engineText ?? ''}`);
  const fuel = readFuelType(described);
  const mileage = read.terms.mileage ?? stated(s, 'mileage');
  const firstPayment = read.terms.firstPayment ?? stated(s, 'firstPayment');
  let period = read.terms.period ?? stated(s, 'period');
  if (period === null && read.total !== null && firstPayment !== null) {
    period = wholeMonths(read.total - firstPayment, read.monthly);
  }
  const source = { page: first.page, line: first.line };
  if (mileage === null || period === null || firstPayment === null) {
    s.warnings.push(
      `Side ${first.page}, linje ${first.line}: prisen ${kr(read.monthly)} blev sprunget over (${mileage === null ? 'km/år' : period === null ? 'løbetid' : 'udbetaling'} står ikke i prislisten).`,
    );
    return;
  }
  const notes: string[] = [];
  const findings: RowFinding[] = [];
  if (read.total !== null && firstPayment + period * read.monthly !== read.total) {
    const note = `Totalprisen ${kr(read.total)} passer ikke med ${kr(firstPayment)} + ${period} × ${kr(read.monthly)} (side ${first.page}, linje ${first.line}).`;
    notes.push(note);
    findings.push(totalFinding(note, read.total - (firstPayment + period * read.monthly)));
  }
  const row: CarRow = {
    make: s.make,
    model: s.model,
    variant: variantName(read.name, read.engineText),
    horsepower: readHorsepower(described),
    fuel_type: fuel,
    transmission: readTransmission(described) ?? impliedTransmission(fuel, described),
    offers: [
      {
        mileage_per_year: mileage,
        period_months: period,
        first_payment: firstPayment,
        monthly_price: read.monthly,
        ...(read.total === null ? {} : { total_cost: read.total }),
      },
    ],
    source,
    notes,
    findings,
    engineText: read.engineText,
    rowName: cleanName(read.name),
    statedTotal: read.total,
  };
  s.rows.push(row);
  s.section.push(row);
}

/**
 * Applies the section's supplements to its rows. A note under the last of several tables read
 * under the same columns speaks for all of them, unless another such table follows it (then it was
 * its own section's): that is settled when the next such section closes or the document ends.
 * Supplements met before any row wait for the next section.
 */
export function closeSection(s: ReaderState): void {
  if (s.section.length === 0) return;
  const signature = s.table ? kindsOf(s.table.columns) : '';
  if (s.retroactive?.signature === signature) s.retroactive = null;
  if (s.supplements.length === 0) {
    const sameRun = s.unsupplemented.every((section) => section.signature === signature);
    s.unsupplemented = [...(sameRun ? s.unsupplemented : []), { rows: s.section, signature }];
    s.section = [];
    return;
  }
  applySupplements(s.section, s.supplements);
  const earlier = s.unsupplemented.filter((section) => section.signature === signature);
  s.retroactive =
    earlier.length > 0
      ? { rows: earlier.flatMap((section) => section.rows), supplements: s.supplements, signature }
      : null;
  s.supplements = [];
  s.section = [];
  s.unsupplemented = [];
}

/** At the end of the document, a closing note also covers the same-column tables before it. */
export function settleRetroactive(s: ReaderState): void {
  if (s.retroactive) applySupplements(s.retroactive.rows, s.retroactive.supplements);
  s.retroactive = null;
}
