import { FileText, Trash2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useId } from 'react';
import type { PriceListLinkJson } from '../../../../../domain/admin/seller-api-types';
import { formatNumber } from '../../../../../domain/format/format-danish';
import type { ExtractionSourceKind } from '../../../../../domain/ingestion/ingestion-api';
import { Chip } from '../../../../components/ui/badge';
import { controlClass, Field, Input } from '../../../../components/ui/input';
import {
  CSV_ACCEPT,
  csvFileProblem,
  PDF_ACCEPT,
  PRICE_LIST_MAX_PDF_BYTES,
  pdfFileProblem,
  readFileHead,
} from '../shared/price-list-file-rules';
import type { ExtractionForm, FormErrors } from './extraction-form-state';
import { FileDropZone } from './file-drop-zone';

const TABS: { value: ExtractionSourceKind; label: string }[] = [
  { value: 'pdf_upload', label: 'Upload PDF' },
  { value: 'pdf_url', label: 'PDF-adresse' },
  { value: 'text', label: 'Indsæt tekst' },
  { value: 'csv', label: 'CSV' },
];

const textareaClass = `${controlClass} min-h-48 py-2 font-mono text-sm sm:text-xs`;

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

type Props = {
  form: ExtractionForm;
  errors: FormErrors;
  savedPriceLists: PriceListLinkJson[] | undefined;
  sellerChosen: boolean;
  onChange: (patch: Partial<ExtractionForm>) => void;
  onSourceChange: (kind: ExtractionSourceKind) => void;
  onFileProblems: (field: 'files' | 'csv', problems: string[]) => void;
};

/** The price list's source as tabs: PDF files, a PDF address, pasted text, or CSV. */
export function SourceTabs(props: Props) {
  const { form, onSourceChange } = props;
  return (
    <Tabs.Root
      value={form.sourceKind}
      onValueChange={(value) => onSourceChange(value as ExtractionSourceKind)}
    >
      <Tabs.List
        aria-label="Kilde"
        className="mb-4 grid grid-cols-2 gap-1 rounded-2xl bg-zinc-100 p-1 ring-1 ring-zinc-200 ring-inset sm:grid-cols-4"
      >
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="min-h-11 rounded-xl px-3 text-sm font-semibold whitespace-nowrap text-zinc-700 transition-colors hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:min-h-9"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="pdf_upload" className="focus-visible:outline-none">
        <PdfUploadTab {...props} />
      </Tabs.Content>
      <Tabs.Content value="pdf_url" className="focus-visible:outline-none">
        <PdfUrlTab {...props} />
      </Tabs.Content>
      <Tabs.Content value="text" className="focus-visible:outline-none">
        <Field
          label="Prislistens tekst"
          hint="Kopiér pristabellen fra prislisten med overskrifterne; kolonnerne adskilt af tabulator eller mellemrum."
          error={props.errors.text}
        >
          {(field) => (
            <textarea
              {...field}
              className={textareaClass}
              value={form.text}
              spellCheck={false}
              onChange={(event) => props.onChange({ text: event.target.value })}
            />
          )}
        </Field>
      </Tabs.Content>
      <Tabs.Content value="csv" className="focus-visible:outline-none">
        <CsvTab {...props} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function FileErrors({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <div id={id} role="alert" className="mt-2 space-y-0.5 text-sm font-medium text-red-700">
      {error.split('\n').map((line) => (
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

function PdfUploadTab({ form, errors, onChange, onFileProblems }: Props) {
  const errorId = useId();
  return (
    <div>
      <FileDropZone
        label="PDF-filer"
        buttonLabel="Vælg PDF-filer"
        dropLabel="Slip filerne for at tilføje dem"
        accept={PDF_ACCEPT}
        multiple
        hint={`En eller flere PDF-filer, højst ${PRICE_LIST_MAX_PDF_BYTES / (1024 * 1024)} MB hver. Hver fil bliver sin egen udtrækning.`}
        invalid={Boolean(errors.files)}
        describedBy={errors.files ? errorId : undefined}
        onFiles={async (files) => {
          const { accepted, problems } = await checkFiles(files, pdfFileProblem);
          const known = new Set(form.pdfFiles.map((file) => `${file.name}:${file.size}`));
          const added = accepted.filter((file) => !known.has(`${file.name}:${file.size}`));
          if (added.length) onChange({ pdfFiles: [...form.pdfFiles, ...added] });
          onFileProblems('files', problems);
        }}
      />
      <FileErrors id={errorId} error={errors.files} />
      {form.pdfFiles.length > 0 ? (
        <ul aria-label="Valgte PDF-filer" className="mt-3 space-y-2">
          {form.pdfFiles.map((file, index) => (
            <ChosenFile
              key={`${file.name}:${file.size}:${file.lastModified}`}
              file={file}
              onRemove={() => onChange({ pdfFiles: form.pdfFiles.filter((_, other) => other !== index) })}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PdfUrlTab({ form, errors, onChange, savedPriceLists, sellerChosen }: Props) {
  return (
    <div className="space-y-4">
      <div>
        <p className="mb-1.5 text-sm font-medium text-zinc-800">Sælgerens gemte prislister</p>
        {!sellerChosen ? (
          <p className="text-sm text-zinc-600">Vælg en sælger for at se de gemte prislister.</p>
        ) : savedPriceLists === undefined ? (
          <p className="text-sm text-zinc-600">Henter prislister…</p>
        ) : savedPriceLists.length === 0 ? (
          <p className="text-sm text-zinc-600">
            Sælgeren har ingen gemte prislister. Du kan tilføje dem på sælgerens side.
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {savedPriceLists.map((link) => (
              <Chip
                key={link.url}
                pressed={form.url.trim() === link.url}
                title={link.url}
                onClick={() => onChange({ url: link.url })}
              >
                {link.name}
              </Chip>
            ))}
          </div>
        )}
      </div>
      <Field
        label="Prislistens adresse"
        hint="Et https-link direkte til PDF-filen. Serveren henter den (højst 25 MB)."
        error={errors.url}
      >
        {(field) => (
          <Input
            {...field}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://…/prisliste.pdf"
            value={form.url}
            onChange={(event) => onChange({ url: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

function CsvTab({ form, errors, onChange, onFileProblems }: Props) {
  const errorId = useId();
  return (
    <div className="space-y-4">
      {form.csvFile ? (
        <ul aria-label="Valgt CSV-fil">
          <ChosenFile file={form.csvFile} onRemove={() => onChange({ csvFile: null })} />
        </ul>
      ) : (
        <FileDropZone
          label="CSV-fil"
          buttonLabel="Vælg CSV-fil"
          dropLabel="Slip filen for at vælge den"
          accept={CSV_ACCEPT}
          multiple={false}
          hint="Én række pr. tilbud, adskilt af semikolon, komma eller tabulator. Højst 2 MB."
          invalid={Boolean(errors.csv)}
          describedBy={errors.csv ? errorId : undefined}
          onFiles={async (files) => {
            const { accepted, problems } = await checkFiles(files.slice(0, 1), csvFileProblem);
            if (accepted[0]) onChange({ csvFile: accepted[0] });
            onFileProblems('csv', problems);
          }}
        />
      )}
      <FileErrors id={errorId} error={errors.csv} />
      <Field
        label="Eller indsæt CSV-tekst"
        hint={form.csvFile ? 'Den valgte fil bruges; fjern den for at bruge teksten.' : undefined}
      >
        {(field) => (
          <textarea
            {...field}
            className={textareaClass}
            value={form.csvText}
            disabled={Boolean(form.csvFile)}
            spellCheck={false}
            placeholder={'Mærke;Model;Variant;HK;Km/år;Løbetid;Udbetaling;Ydelse'}
            onChange={(event) => onChange({ csvText: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
