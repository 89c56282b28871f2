import { useState } from 'react';
import {
  ENQUIRY_NOTE_MAX_LENGTH,
  enquiryNoteInputSchema,
} from '../../../../domain/admin/enquiry-inbox-inputs';
import type { EnquiryNoteJson } from '../../../../domain/admin/enquiry-inbox-types';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { AdminForm } from '../form/admin-form';
import { parseWithSchema } from '../form/form-issues';
import { useAdminForm } from '../form/use-admin-form';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { addEnquiryNote, enquiryQueries } from './enquiry-api';

function NoteForm({ enquiryId, onAdded }: { enquiryId: string; onAdded: () => void }) {
  const mutation = useAdminMutation({
    kind: 'create',
    context: 'enquiry note',
    mutationFn: addEnquiryNote,
    successMessage: 'Noten er tilføjet',
    invalidate: [enquiryQueries.all],
    onSuccess: onAdded,
  });
  const admin = useAdminForm({
    defaultValues: { body: '' },
    parse: (values) => parseWithSchema(enquiryNoteInputSchema, values),
    kind: 'create',
    blockNavigation: false,
    submit: (data) => mutation.mutateAsync({ id: enquiryId, body: data.body }),
  });
  return (
    <AdminForm handle={admin} aria-labelledby="enquiry-notes-heading">
      <admin.form.AppField name="body">
        {(field) => (
          <field.TextAreaField label="Ny note" hint={`Højst ${ENQUIRY_NOTE_MAX_LENGTH} tegn.`} rows={3} />
        )}
      </admin.form.AppField>
      <div className="pt-2">
        <admin.form.SubmitButton>Tilføj note</admin.form.SubmitButton>
      </div>
    </AdminForm>
  );
}

/** The administrators' notes on the enquiry, oldest first, and a form to add one. */
export function EnquiryNotesCard({ enquiryId, notes }: { enquiryId: string; notes: EnquiryNoteJson[] }) {
  // A new form after each note: empty, with nothing unsaved.
  const [formKey, setFormKey] = useState(0);
  return (
    <Card>
      <CardHeader>
        <h2 id="enquiry-notes-heading" className="font-semibold">
          Noter
        </h2>
      </CardHeader>
      <CardBody className="space-y-4">
        {notes.length === 0 ? (
          <p className="text-sm text-zinc-600">Ingen noter endnu.</p>
        ) : (
          <ul className="space-y-3">
            {notes.map((note) => (
              <li key={note.id} className="rounded-xl bg-zinc-50 p-3 text-sm">
                <p className="whitespace-pre-wrap">{note.body}</p>
                <p className="mt-1 text-xs text-zinc-600">
                  {note.authorEmail ?? 'Slettet bruger'} · {formatDateTime(note.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <NoteForm key={formKey} enquiryId={enquiryId} onAdded={() => setFormKey((key) => key + 1)} />
      </CardBody>
    </Card>
  );
}
