import { Link } from '@tanstack/react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { formatDate, formatNumber } from '../../../../../domain/format/format-danish';
import { NOUN } from '../../../../../domain/format/nouns';
import { extractorLabels, type ImportBatchDetail } from '../../../../../domain/ingestion/ingestion-api';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { NO_LISTING_FILTERS } from '../../listings/listings-api';
import { SellerLink } from '../../shared/seller-link';
import { batchStatusLabels } from './review-text';

const batchStatusTones: Record<ImportBatchDetail['status'], BadgeTone> = {
  review: 'warning',
  applying: 'info',
  applied: 'success',
  failed: 'danger',
  discarded: 'neutral',
};

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('da-DK', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Copenhagen',
  });
const when = (iso: string) => `${formatDate(iso)} kl. ${time(iso)}`;

/** Seller, sources, status and who made the batch. */
export function BatchOverview({ batch }: { batch: ImportBatchDetail }) {
  return (
    <section
      aria-label="Om batchen"
      className="mb-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200/80 sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      <Fact label="Sælger">
        <SellerLink id={batch.seller_id} name={batch.seller_name} />
      </Fact>
      <Fact label="Status">
        <Badge tone={batchStatusTones[batch.status]}>{batchStatusLabels[batch.status]}</Badge>
      </Fact>
      <Fact label="Oprettet">
        {when(batch.created_at)}
        {batch.created_by_email ? (
          <span className="block text-zinc-600">af {batch.created_by_email}</span>
        ) : null}
      </Fact>
      <Fact label={batch.sessions.length === 1 ? 'Kilde' : `Kilder (${batch.sessions.length})`}>
        <ul className="space-y-0.5">
          {batch.sessions.map((session) => (
            <li key={session.id}>
              <Link
                to="/admin/extraction-sessions/$id"
                params={{ id: session.id }}
                className="font-medium text-brand-800 hover:underline"
              >
                {session.source_label}
              </Link>
              <span className="text-zinc-600">
                {' '}
                · {session.extractor ? extractorLabels[session.extractor] : 'Ukendt metode'}
                {session.cars_found !== null ? ` · ${countNoun(session.cars_found, NOUN.car)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </Fact>
      {batch.scope.length > 0 ? (
        <Fact label="Modeller i prislisten" wide>
          {batch.scope.map((entry) => `${entry.make} ${entry.model}`).join(', ')}
          <span className="block text-xs text-zinc-600">
            Kun annoncer af disse modeller kan blive foreslået trukket tilbage.
          </span>
        </Fact>
      ) : null}
    </section>
  );
}

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`text-sm ${wide ? 'sm:col-span-2 lg:col-span-4' : ''}`}>
      <h2 className="mb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase">{label}</h2>
      <div className="text-zinc-900">{children}</div>
    </div>
  );
}

/** The last apply's result: counts when it committed, the error (and that nothing changed) when it did not. */
export function BatchResult({ batch }: { batch: ImportBatchDetail }) {
  const result = batch.result;
  if (!result) return null;
  if ('counts' in result) {
    const { created, updated, withdrawn, unchanged } = result.counts;
    return (
      <div
        role="status"
        className="mb-6 flex gap-3 rounded-2xl bg-green-50 p-4 text-green-950 ring-1 ring-green-200"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        <div>
          <p className="font-semibold">
            Ændringerne er anvendt{batch.applied_at ? ` ${when(batch.applied_at)}` : ''}
            {batch.applied_by_email ? ` af ${batch.applied_by_email}` : ''}.
          </p>
          <p className="mt-1 text-sm">
            {formatNumber(created)} nye annoncer (afventer), {formatNumber(updated)} opdateret,{' '}
            {formatNumber(withdrawn)} trukket tilbage, {formatNumber(unchanged)} uændrede. Batchen kan ikke
            længere ændres.
          </p>
          {created > 0 ? (
            <p className="mt-1 text-sm">
              De nye annoncer vises ikke på siden, før du aktiverer dem under{' '}
              <Link
                to="/admin/listings"
                search={{ ...NO_LISTING_FILTERS, status: 'pending', seller_id: batch.seller_id }}
                className="font-semibold underline"
              >
                Annoncer › Afventer
              </Link>
              .
            </p>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="mb-6 flex gap-3 rounded-2xl bg-red-50 p-4 text-red-950 ring-1 ring-red-200">
      <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">Anvendelsen mislykkedes {when(result.failed_at)} – intet blev ændret.</p>
        <p className="mt-1 text-sm">{result.error}</p>
      </div>
    </div>
  );
}
