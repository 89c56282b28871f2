import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type PriceAlertView, priceAlertsApi } from '../../../domain/api/price-alerts-api';
import { formatMonthly } from '../../../domain/format/format-danish';
import { listingDetailToQuery } from '../../../domain/listings/listing-detail-params';
import {
  PRICE_ALERT_FREQUENCY_LABELS,
  PRICE_ALERT_KIND_LABELS,
  PRICE_ALERT_STATUS_LABELS,
  type PriceAlertFrequency,
  priceAlertFrequencies,
} from '../../../domain/price-alerts/price-alert-vocabulary';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { apiCall } from '../../lib/api-client';
import { alertErrorMessage } from './alert-error-message';
import { AlertPageFrame, AlertProblem } from './alert-page-frame';

const FREQUENCY_OPTIONS = priceAlertFrequencies.map((value) => ({
  value,
  label: PRICE_ALERT_FREQUENCY_LABELS[value],
}));

function alertHref(alert: PriceAlertView): string | undefined {
  if (alert.kind === 'search') return `/listings${alert.search_query ? `?${alert.search_query}` : ''}`;
  if (!alert.listing_id) return undefined;
  return `/listing/${alert.listing_id}${alert.terms ? `?${listingDetailToQuery(alert.terms)}` : ''}`;
}

function AlertRow({
  alert,
  busy,
  onFrequency,
  onUnsubscribe,
}: {
  alert: PriceAlertView;
  busy: boolean;
  onFrequency: (frequency: PriceAlertFrequency) => void;
  onUnsubscribe: () => void;
}) {
  const href = alertHref(alert);
  const live = alert.status !== 'unsubscribed';
  return (
    <li className="space-y-3 py-4">
      <div>
        <p className="text-xs font-medium text-zinc-600">
          {PRICE_ALERT_KIND_LABELS[alert.kind]} · {PRICE_ALERT_STATUS_LABELS[alert.status]}
        </p>
        <p className="font-semibold text-zinc-900">
          {href ? (
            <a href={href} className="underline-offset-2 hover:underline">
              {alert.label}
            </a>
          ) : (
            alert.label
          )}
        </p>
        {alert.kind === 'car' && alert.price_limit !== null ? (
          <p className="numeric text-sm text-zinc-700">
            Besked ved {formatMonthly(alert.price_limit)} eller lavere
            {alert.last_price !== null ? ` · senest set ${formatMonthly(alert.last_price)}` : ''}
          </p>
        ) : null}
      </div>
      {live ? (
        <div className="flex flex-wrap items-center gap-3">
          <Select
            aria-label={`Hvor ofte: ${alert.label}`}
            className="w-40"
            options={FREQUENCY_OPTIONS}
            value={alert.frequency}
            disabled={busy}
            onChange={(event) => onFrequency(event.target.value as PriceAlertFrequency)}
          />
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={`Afmeld ${alert.label}`}
            onClick={onUnsubscribe}
          >
            Afmeld
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** /mine-beskeder?token= (ADR 072): the alerts of the mail's address, without an account. */
export function ManageAlertsPage({ token }: { token: string | undefined }) {
  const queryClient = useQueryClient();
  const queryKey = ['price-alerts', token] as const;
  const { data, error, isPending } = useQuery({
    queryKey,
    queryFn: () => apiCall(priceAlertsApi.list, { search: { token: token ?? '' } }),
    enabled: token !== undefined,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey });
    } catch (cause) {
      setProblem(alertErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AlertPageFrame title="Mine beskeder">
        <AlertProblem message="Linket mangler en del. Åbn det igen fra en e-mail fra os." />
      </AlertPageFrame>
    );
  }
  if (error) {
    return (
      <AlertPageFrame title="Mine beskeder">
        <AlertProblem message={alertErrorMessage(error)} />
      </AlertPageFrame>
    );
  }
  const live = data?.alerts.filter((alert) => alert.status !== 'unsubscribed') ?? [];
  return (
    <AlertPageFrame title="Mine beskeder">
      {isPending || !data ? (
        <p className="mt-3 text-zinc-700">Henter dine beskeder…</p>
      ) : (
        <>
          <p className="mt-3 text-zinc-700">Beskeder til {data.email}.</p>
          {problem ? <AlertProblem message={problem} /> : null}
          {data.alerts.length === 0 ? (
            <p className="mt-4 text-zinc-700">Du har ingen beskeder.</p>
          ) : (
            <ul aria-label="Dine beskeder" className="mt-2 divide-y divide-zinc-100">
              {data.alerts.map((alert) => (
                <AlertRow
                  key={alert.id}
                  alert={alert}
                  busy={busy}
                  onFrequency={(frequency) =>
                    act(() =>
                      apiCall(priceAlertsApi.changeFrequency, {
                        body: { token, alert_id: alert.id, frequency },
                      }),
                    )
                  }
                  onUnsubscribe={() =>
                    act(() => apiCall(priceAlertsApi.unsubscribe, { body: { token, alert_id: alert.id } }))
                  }
                />
              ))}
            </ul>
          )}
          {live.length > 1 ? (
            <Button
              variant="secondary"
              className="mt-4"
              disabled={busy}
              onClick={() => act(() => apiCall(priceAlertsApi.unsubscribe, { body: { token, all: true } }))}
            >
              Afmeld alle
            </Button>
          ) : null}
          <p className="mt-6 text-sm text-zinc-600">
            Vil du oprette flere? Tryk på "Giv mig besked" ved en bil eller en søgning.{' '}
            <Link to="/listings" className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Se biler
            </Link>
          </p>
        </>
      )}
    </AlertPageFrame>
  );
}
