import { FileText, Upload } from 'lucide-react';
import { useId } from 'react';
import { controlClass } from '../../../../components/ui/input';
import { fieldErrorOf } from '../../form/form-fields';
import type { AdminFormApi } from '../../form/use-admin-form';
import { PDF_ACCEPT, pdfFileProblem, readFileHead } from '../shared/price-list-file-rules';

/** The chosen file with the browser's verdict on it (read from its first bytes when chosen). */
type CheckedPdf = { file: File; problem: string | null };
export type UploadValues = { pdf: CheckedPdf | null };

/** The price list's file field with its upload progress and the form's send button. */
export function PdfField({
  form,
  onChosen,
  uploading,
  progress,
}: {
  form: AdminFormApi<UploadValues>;
  onChosen: () => void;
  uploading: boolean;
  progress: number;
}) {
  const id = useId();
  return (
    <form.Field name="pdf">
      {(field) => {
        const problem = fieldErrorOf(field);
        return (
          <div className="flex items-start gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <label htmlFor={id} className="block font-semibold text-zinc-900">
                Prisliste (PDF)
              </label>
              <p id={`${id}-hint`} className="mt-0.5 text-sm text-zinc-600">
                Én PDF-fil på højst 25 MB – Toyota Danmarks privatleasing-priser. Intet gemmes, før du
                opretter en gennemgang.
              </p>
              <input
                id={id}
                name={field.name}
                type="file"
                accept={PDF_ACCEPT}
                disabled={uploading}
                aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
                aria-invalid={problem ? true : undefined}
                onChange={async (event) => {
                  const file = event.target.files?.[0] ?? null;
                  onChosen();
                  field.handleChange(
                    file && { file, problem: pdfFileProblem(file, await readFileHead(file)) },
                  );
                  // Named at once, not only on sending: a file that is no PDF.
                  await form.validate('submit');
                }}
                className={`${controlClass} mt-3 py-2 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
              />
              {problem ? (
                <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                  {problem}
                </p>
              ) : null}
              {uploading ? (
                <div className="mt-3">
                  <progress
                    className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
                    max={1}
                    value={progress}
                    aria-label="Upload"
                  />
                  <p className="mt-1 text-sm text-zinc-600" aria-live="polite">
                    {progress < 1 ? `Uploader ${field.state.value?.file.name ?? ''} …` : 'Læser prislisten …'}
                  </p>
                </div>
              ) : null}
              <div className="mt-4">
                <form.SubmitButton pendingLabel="Læser …">
                  <Upload aria-hidden="true" className="size-4" />
                  Læs prislisten
                </form.SubmitButton>
              </div>
            </div>
          </div>
        );
      }}
    </form.Field>
  );
}
