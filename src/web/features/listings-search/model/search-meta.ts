import { formatNumber } from '../../../../domain/format/format-danish';
import type { PageMeta } from '../../../lib/page-meta';
import type { FilterValues } from '../model/filter-patch';

/** "Toyota, Volkswagen – Leasingbiler" and a description with the live count. */
export function searchMeta(filters: FilterValues, total: number | undefined): PageMeta {
  const subject = [...filters.makes, ...filters.models].slice(0, 3).join(', ');
  const count = total === undefined ? '' : `${formatNumber(total)} `;
  return {
    title: subject ? `${subject} – Leasingbiler` : 'Leasingbiler',
    description: `Se ${count}privatleasing-tilbud på biler fra danske forhandlere, sorteret efter LeaseScore. Filtrér på pris, kilometer, mærke, drivmiddel og biltype.`,
  };
}
