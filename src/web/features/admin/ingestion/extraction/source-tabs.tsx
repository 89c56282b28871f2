import { Tabs } from 'radix-ui';
import type { PriceListLinkJson } from '../../../../../domain/admin/seller-api-types';
import type { ExtractionSourceKind } from '../../../../../domain/ingestion/ingestion-api';
import { Chip } from '../../../../components/ui/badge';
import { controlClass, Field } from '../../../../components/ui/input';
import { fieldErrorOf } from '../../form/form-fields';
import type { AdminFormApi } from '../../form/use-admin-form';
import type { ExtractionFormValues } from './extraction-form-state';
import { CsvTab, PdfUploadTab, textareaClass } from './file-source-tabs';

const TABS: { value: ExtractionSourceKind; label: string }[] = [
  { value: 'pdf_upload', label: 'Upload PDF' },
  { value: 'pdf_url', label: 'PDF-adresse' },
  { value: 'text', label: 'Indsæt tekst' },
  { value: 'csv', label: 'CSV' },
];

export type SourceTabProps = {
  form: AdminFormApi<ExtractionFormValues>;
  savedPriceLists: PriceListLinkJson[] | undefined;
  sellerChosen: boolean;
  onSourceChange: (kind: ExtractionSourceKind) => void;
};

/** The price list's source as tabs: PDF files, a PDF address, pasted text, or CSV. */
export function SourceTabs(props: SourceTabProps) {
  const { form, onSourceChange } = props;
  return (
    <form.Subscribe selector={(state) => state.values.source_kind}>
      {(sourceKind) => (
        <Tabs.Root
          value={sourceKind}
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
            <form.Field name="text">
              {(field) => (
                <Field
                  label="Prislistens tekst"
                  hint="Kopiér pristabellen fra prislisten med overskrifterne; kolonnerne adskilt af tabulator eller mellemrum."
                  error={fieldErrorOf(field)}
                >
                  {(aria) => (
                    <textarea
                      {...aria}
                      name={field.name}
                      className={textareaClass}
                      value={field.state.value}
                      spellCheck={false}
                      onChange={(event) => field.handleChange(event.target.value)}
                      onBlur={field.handleBlur}
                    />
                  )}
                </Field>
              )}
            </form.Field>
          </Tabs.Content>
          <Tabs.Content value="csv" className="focus-visible:outline-none">
            <CsvTab {...props} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </form.Subscribe>
  );
}

function PdfUrlTab({ form, savedPriceLists, sellerChosen }: SourceTabProps) {
  return (
    <form.Field name="url">
      {(field) => (
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
                    pressed={field.state.value.trim() === link.url}
                    title={link.url}
                    onClick={() => field.handleChange(link.url)}
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
            error={fieldErrorOf(field)}
          >
            {(aria) => (
              <input
                {...aria}
                name={field.name}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://…/prisliste.pdf"
                className={controlClass}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
                onBlur={field.handleBlur}
              />
            )}
          </Field>
        </div>
      )}
    </form.Field>
  );
}
