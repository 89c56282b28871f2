import type { EnquiryDetailJson, EnquiryMailJson } from '../../../../domain/admin/enquiry-inbox-types';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EnquiryDeliveryBadge } from './enquiry-badges';

const MAIL_STATUS_LABELS: Record<string, string> = {
  pending: 'Venter på afsendelse',
  sent: 'Sendt',
  failed: 'Opgivet',
  outbox: 'I udbakken',
};

const ROLE_LABELS: Record<EnquiryMailJson['role'], string> = {
  seller: 'Til sælger',
  visitor_copy: 'Kopi til den besøgende',
};

function attemptsText(mail: EnquiryMailJson): string {
  if (mail.attempts === 0) return 'Ingen forsøg endnu';
  return mail.attempts === 1 ? '1 forsøg' : `${mail.attempts} forsøg`;
}

/** Where each mail of the enquiry is: attempts, the last error and the next attempt. */
export function EnquiryDeliveryCard({ enquiry }: { enquiry: EnquiryDetailJson }) {
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">Levering</h2>
        <EnquiryDeliveryBadge state={enquiry.deliveryState} />
      </CardHeader>
      <CardBody>
        {enquiry.deliveryState === 'no_lead_address' ? (
          <p className="mb-3 text-sm text-amber-900">
            Sælgeren har ingen lead-adresse, så henvendelsen er ikke sendt. Kontakt sælgeren direkte.
          </p>
        ) : null}
        <ul className="divide-y divide-zinc-200">
          {enquiry.mails.map((mail) => (
            <li key={mail.id} className="py-2 text-sm">
              <p className="font-medium">
                {ROLE_LABELS[mail.role]}: <span className="break-all">{mail.recipient}</span>
              </p>
              <p className="text-zinc-700">
                {MAIL_STATUS_LABELS[mail.status] ?? mail.status} · {attemptsText(mail)}
                {mail.nextAttemptAt ? ` · næste forsøg ${formatDateTime(mail.nextAttemptAt)}` : ''}
              </p>
              {mail.error ? <p className="text-red-800">Seneste fejl: {mail.error}</p> : null}
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
