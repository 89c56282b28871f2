import { Link, useLocation } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { buttonClass } from '../../components/ui/button';
import { HowWeEarnLink } from '../static-pages/how-we-earn/how-we-earn-link';

/**
 * "Tak for din henvendelse": where the enquiry form leads once the enquiry is stored (issue 29). The
 * offer comes from the page's history state, so a reload (or a shared link) shows the thanks without it.
 */
export function EnquirySentPage({ listingId }: { listingId: string | undefined }) {
  const sent = useLocation({ select: (location) => location.state.enquirySent });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-zinc-200/80 sm:p-8">
        <CheckCircle2 aria-hidden="true" className="size-10 text-brand-700" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Tak for din henvendelse</h1>
        <p className="mt-3 text-zinc-700">
          {sent?.message ??
            'Din henvendelse er modtaget og sendes til forhandleren, som kontakter dig om tilbuddet. Du får en kopi på e-mail.'}
        </p>
        {sent ? (
          <section aria-label="Tilbuddet du spurgte om" className="mt-6 rounded-xl bg-zinc-50 p-4 text-sm">
            <p className="font-semibold text-zinc-900">{sent.car}</p>
            <p className="numeric mt-1 text-zinc-700">{sent.terms}</p>
            <p className="numeric mt-1 text-zinc-700">
              <span className="font-semibold text-zinc-900">{sent.monthly}</span> · i alt {sent.total}
            </p>
          </section>
        ) : null}
        <p className="mt-6 text-sm text-zinc-600">
          Dine oplysninger går kun til den forhandler, du har valgt. Læs mere under <HowWeEarnLink />.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {listingId ? (
            <Link to="/listing/$id" params={{ id: listingId }} className={buttonClass('secondary')}>
              Tilbage til bilen
            </Link>
          ) : null}
          <Link to="/listings" className={buttonClass()}>
            Se flere biler
          </Link>
        </div>
      </div>
    </div>
  );
}
