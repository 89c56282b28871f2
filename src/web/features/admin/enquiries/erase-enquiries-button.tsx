import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { countNoun } from '../../../../domain/format/count-noun';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { enquiryQueries, eraseEnquiries } from './enquiry-api';

/**
 * A person's request to be forgotten (GDPR): deletes every enquiry from the address, with their mails
 * and notes, after a confirmation that says so; the audit log records how many, not the address.
 */
export function EraseEnquiriesButton({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const mutation = useAdminMutation({
    kind: 'delete',
    context: 'enquiry erase',
    mutationFn: eraseEnquiries,
    successMessage: (deleted) =>
      `${countNoun(deleted.enquiries, ['henvendelse', 'henvendelser'])} fra ${email} er slettet`,
    invalidate: [enquiryQueries.all],
    onSuccess: async () => {
      setOpen(false);
      await navigate({ to: '/admin/henvendelser' });
    },
  });
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Slet alle henvendelser fra denne e-mail
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Slet alle henvendelser fra denne e-mail?"
        description={
          <>
            Alle henvendelser fra <strong className="break-all">{email}</strong> slettes med deres mails og
            noter. Det kan ikke fortrydes. Aktivitetsloggen gemmer kun antallet, ikke adressen.
          </>
        }
        confirmLabel="Slet henvendelserne"
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate(email)}
      />
    </>
  );
}
