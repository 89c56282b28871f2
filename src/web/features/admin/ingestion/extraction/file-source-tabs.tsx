import { FileText, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatNumber } from '../../../../../domain/format/format-danish';
import { controlClass, Field } from '../../../../components/ui/input';
import { fieldErrorOf } from '../../form/form-fields';
import {
  CSV_ACCEPT,
  csvFileProblem,
  PDF_ACCEPT,
  PRICE_LIST_MAX_PDF_BYTES,
  pdfFileProblem,
  readFileHead,
} from '../shared/price-list-file-rules';
import { FileDropZone } from './file-drop-zone';
import type { SourceTabProps } from './source-tabs';

/** A pasted price list's box: room for a table, in a fixed-width font. */
export const textareaClass = `${controlClass} min-h-48 py-2 font-mono text-sm sm:text-xs`;

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** Keeps the files that pass the browser's check; returns the problems of the others. */
async function checkFiles(
  files: readonly File[],
  problemOf: (file: File, head: Uint8Array) => string | null,
): Promise<{ accepted: File[]; problems: string[] }> {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = problemOf(file, await readFileHead(file));
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  return { accepted, problems };
}

/** The field's message and the problems of the files just refused (those never join the form). */
function FileErrors({ id, lines }: { id: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div id={id} role="alert" className="mt-2 space-y-0.5 text-sm font-medium text-red-700">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

function ChosenFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <li className="flex items-center gap-3 rounded-xl bg-white px-3 py-2 ring-1 ring-zinc-200">
      <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{file.name}</span>
      <span className="shrink-0 text-xs text-zinc-600 tabular-nums">{formatSize(file.size)}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Fjern ${file.name}`}
        title="Fjern"
        className="grid size-11 shrink-0 place-items-center rounded-xl text-zinc-600 hover:bg-red-50 hover:text-red-700 sm:size-9"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** Upload PDF: one or more files, each its own run. */
export function PdfUploadTab({ form }: SourceTabProps) {
  const errorId = useId();
  const [refused, setRefused] = useState<string[]>([]);
  return (
    <form.Field name="files">
      {(field) => {
        const files = field.state.value;
        const error = fieldErrorOf(field);
        const lines = error ? [...refused, error] : refused;
        return (
          <div>
            <FileDropZone
              label="PDF-filer"
              buttonLabel="Vælg PDF-filer"
              dropLabel="Slip filerne for at tilføje dem"
              accept={PDF_ACCEPT}
              multiple
              hint={`En eller flere PDF-filer, højst ${PRICE_LIST_MAX_PDF_BYTES / (1024 * 1024)} MB hver. Hver fil bliver sin egen udtrækning.`}
              invalid={lines.length > 0}
              describedBy={lines.length > 0 ? errorId : undefined}
              onFiles={async (chosen) => {
                const { accepted, problems } = await checkFiles(chosen, pdfFileProblem);
                const known = new Set(files.map((file) => `${file.name}:${file.size}`));
                const added = accepted.filter((file) => !known.has(`${file.name}:${file.size}`));
                if (added.length) field.handleChange([...files, ...added]);
                setRefused(problems);
              }}
            />
            <FileErrors id={errorId} lines={lines} />
            {files.length > 0 ? (
              <ul aria-label="Valgte PDF-filer" className="mt-3 space-y-2">
                {files.map((file, index) => (
                  <ChosenFile
                    key={`${file.name}:${file.size}:${file.lastModified}`}
                    file={file}
                    onRemove={() => {
                      setRefused([]);
                      field.handleChange(files.filter((_, other) => other !== index));
                    }}
                  />
                ))}
              </ul>
            ) : null}
          </div>
        );
      }}
    </form.Field>
  );
}

/** CSV: a file, or pasted CSV text. */
export function CsvTab({ form }: SourceTabProps) {
  const errorId = useId();
  const [refused, setRefused] = useState<string[]>([]);
  return (
    <form.Field name="csv_file">
      {(field) => {
        const csvFile = field.state.value;
        const error = fieldErrorOf(field);
        const lines = error ? [...refused, error] : refused;
        return (
          <div className="space-y-4">
            {csvFile ? (
              <ul aria-label="Valgt CSV-fil">
                <ChosenFile
                  file={csvFile}
                  onRemove={() => {
                    setRefused([]);
                    field.handleChange(null);
                  }}
                />
              </ul>
            ) : (
              <FileDropZone
                label="CSV-fil"
                buttonLabel="Vælg CSV-fil"
                dropLabel="Slip filen for at vælge den"
                accept={CSV_ACCEPT}
                multiple={false}
                hint="Én række pr. tilbud, adskilt af semikolon, komma eller tabulator. Højst 2 MB."
                invalid={lines.length > 0}
                describedBy={lines.length > 0 ? errorId : undefined}
                onFiles={async (chosen) => {
                  const { accepted, problems } = await checkFiles(chosen.slice(0, 1), csvFileProblem);
                  if (accepted[0]) field.handleChange(accepted[0]);
                  setRefused(problems);
                }}
              />
            )}
            <FileErrors id={errorId} lines={lines} />
            <form.Field name="csv_text">
              {(text) => (
                <Field
                  label="Eller indsæt CSV-tekst"
                  hint={csvFile ? 'Den valgte fil bruges; fjern den for at bruge teksten.' : undefined}
                >
                  {(aria) => (
                    <textarea
                      {...aria}
                      name={text.name}
                      className={textareaClass}
                      value={text.state.value}
                      disabled={Boolean(csvFile)}
                      spellCheck={false}
                      placeholder={'Mærke;Model;Variant;HK;Km/år;Løbetid;Udbetaling;Ydelse'}
                      onChange={(event) => text.handleChange(event.target.value)}
                      onBlur={text.handleBlur}
                    />
                  )}
                </Field>
              )}
            </form.Field>
          </div>
        );
      }}
    </form.Field>
  );
}
