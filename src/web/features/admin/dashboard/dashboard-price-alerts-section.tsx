import { useQuery } from '@tanstack/react-query';
import { adminPriceAlertsApi } from '../../../../domain/api/admin-price-alerts-api';
import { formatNumber } from '../../../../domain/format/format-danish';
import { PRICE_ALERT_KIND_LABELS } from '../../../../domain/price-alerts/price-alert-vocabulary';
import { Card } from '../../../components/ui/card';
import { apiCall } from '../../../lib/api-client';
import { DashboardSection } from './dashboard-section';

const COLUMNS = [
  ['active', 'Aktive'],
  ['pending', 'Afventer bekræftelse'],
  ['unsubscribed', 'Afmeldt'],
  ['mails_last_30_days', 'Mails sendt, 30 dage'],
] as const;

/** "Prisalarmer og gemte søgninger" (ADR 072): counts per kind and status; no addresses. */
export function DashboardPriceAlertsSection() {
  const { data } = useQuery({
    queryKey: ['admin', 'price-alerts'],
    queryFn: ({ signal }) => apiCall(adminPriceAlertsApi.counts, { signal }),
    staleTime: 0,
  });
  return (
    <DashboardSection id="dashboard-price-alerts" title="Prisalarmer og gemte søgninger">
      <Card className="overflow-x-auto p-4">
        {data ? (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-zinc-600">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Slags
                </th>
                {COLUMNS.map(([key, label]) => (
                  <th key={key} scope="col" className="py-2 pr-4 text-right font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {data.kinds.map((row) => (
                <tr key={row.kind}>
                  <th scope="row" className="py-2 pr-4 text-left font-medium text-zinc-900">
                    {PRICE_ALERT_KIND_LABELS[row.kind]}
                  </th>
                  {COLUMNS.map(([key]) => (
                    <td key={key} className="numeric py-2 pr-4 text-right tabular-nums">
                      {formatNumber(row[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-zinc-600">Henter tal…</p>
        )}
        <p className="mt-3 text-xs text-zinc-600">
          Kun antal: adresser vises ikke. Beder nogen om at blive slettet, sletter "Slet alle henvendelser fra
          denne e-mail" under Henvendelser også personens beskeder.
        </p>
      </Card>
    </DashboardSection>
  );
}
