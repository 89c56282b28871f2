import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import type { EnquiryDetailJson } from '../../../../domain/admin/enquiry-inbox-types';
import {
  CONTACT_TIME_LABELS,
  ENQUIRY_STATUS_LABELS,
  enquiryStatuses,
} from '../../../../domain/enquiries/enquiry-vocabulary';
import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
} from '../../../../domain/format/format-danish';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { AdminPageHeader } from '../pages/admin-page';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { changeEnquiryStatus, enquiryQueries } from './enquiry-api';
import { EnquiryStatusBadge } from './enquiry-badges';
import { EnquiryDeliveryCard } from './enquiry-delivery-card';
import { EnquiryNotesCard } from './enquiry-notes-card';
import { EraseEnquiriesButton } from './erase-enquiries-button';

const route = getRouteApi('/admin/henvendelser/$id');

const statusOptions = enquiryStatuses.map((status) => ({
  value: status,
  label: ENQUIRY_STATUS_LABELS[status],
}));

function Facts({ title, rows }: { title: string; rows: [string, React.ReactNode][] }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardBody>
        <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-zinc-600">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}

function StatusCard({ enquiry }: { enquiry: EnquiryDetailJson }) {
  const id = useId();
  const mutation = useAdminMutation({
    kind: 'update',
    context: 'enquiry status',
    mutationFn: changeEnquiryStatus,
    successMessage: (saved) => `Status er nu ${ENQUIRY_STATUS_LABELS[saved.status].toLowerCase()}`,
    invalidate: [enquiryQueries.all],
  });
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">Status</h2>
        <EnquiryStatusBadge status={enquiry.status} />
      </CardHeader>
      <CardBody>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
          Skift status
        </label>
        <Select
          id={id}
          value={enquiry.status}
          options={statusOptions}
          disabled={mutation.isPending}
          onChange={(event) => {
            const status = enquiryStatuses.find((value) => value === event.target.value);
            if (status) mutation.mutate({ id: enquiry.id, status });
          }}
        />
      </CardBody>
    </Card>
  );
}

function EnquiryDetail({ enquiry }: { enquiry: EnquiryDetailJson }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <Facts
          title="Tilbuddet, som det blev sendt"
          rows={[
            ['Bil', enquiry.car],
            ['Sælger', enquiry.sellerName],
            ['Kilometer pr. år', formatKmPerYear(enquiry.mileagePerYear)],
            ['Løbetid', formatMonths(enquiry.periodMonths)],
            ['Udbetaling', formatKr(enquiry.firstPayment)],
            ['Månedlig ydelse', formatMonthly(enquiry.monthlyPrice)],
            ['Samlet pris', formatKr(enquiry.totalCost)],
            [
              'Annonce',
              enquiry.listingId ? (
                <Link
                  key="listing"
                  to="/admin/listings/edit/$id"
                  params={{ id: enquiry.listingId }}
                  className="font-medium text-brand-800 hover:underline"
                >
                  Åbn annoncen
                </Link>
              ) : (
                'Slettet siden'
              ),
            ],
          ]}
        />
        <Facts
          title="Den besøgende"
          rows={[
            ['Navn', enquiry.name],
            [
              'E-mail',
              <a key="email" href={`mailto:${enquiry.email}`}>
                {enquiry.email}
              </a>,
            ],
            [
              'Telefon',
              <a key="phone" href={`tel:${enquiry.phone.replaceAll(' ', '')}`}>
                {enquiry.phone}
              </a>,
            ],
            ['Kontakttidspunkt', CONTACT_TIME_LABELS[enquiry.contactTime]],
            [
              'Besked',
              <span key="message" className="whitespace-pre-wrap">
                {enquiry.message ?? '–'}
              </span>,
            ],
            ['Modtaget', formatDateTime(enquiry.createdAt)],
            ['Samtykketekst', `Version ${enquiry.consentVersion}`],
          ]}
        />
      </div>
      <div className="space-y-6">
        <StatusCard enquiry={enquiry} />
        <EnquiryDeliveryCard enquiry={enquiry} />
        <EnquiryNotesCard enquiryId={enquiry.id} notes={enquiry.notes} />
        <Card>
          <CardHeader>
            <h2 className="font-semibold">Sletning på anmodning</h2>
            <p className="text-sm text-zinc-600">
              Beder personen om at blive glemt, slettes alle deres henvendelser med mails og noter.
            </p>
          </CardHeader>
          <CardBody>
            <EraseEnquiriesButton email={enquiry.email} />
          </CardBody>
        </Card>
      </div>
    </div>
  );
}

/** /admin/henvendelser/$id: one enquiry, its delivery, status and notes (ADR 066). */
export function EnquiryDetailPage() {
  const { id } = route.useParams();
  const query = useQuery(enquiryQueries.detail(id));
  const backLink = (
    <Link
      to="/admin/henvendelser"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Alle henvendelser
    </Link>
  );
  return (
    <>
      <AdminPageHeader
        title={query.data ? `Henvendelse fra ${query.data.name}` : 'Henvendelse'}
        actions={backLink}
      />
      {query.data ? (
        <EnquiryDetail enquiry={query.data} />
      ) : query.isError ? (
        <p className="text-zinc-700">Henvendelsen findes ikke længere, eller den kunne ikke hentes.</p>
      ) : (
        <Spinner label="Henter henvendelsen…" className="py-10" />
      )}
    </>
  );
}
