import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Drag-and-drop area with a file picker button; `onFiles` gets what was dropped or chosen (the caller
 * checks them). `describedBy` points at the hint and error beside it.
 */
export function FileDropZone({
  label,
  buttonLabel,
  dropLabel,
  accept,
  multiple,
  hint,
  invalid,
  describedBy,
  onFiles,
}: {
  label: string;
  buttonLabel: string;
  dropLabel: string;
  accept: string;
  multiple: boolean;
  hint: string;
  invalid: boolean;
  describedBy?: string | undefined;
  onFiles: (files: File[]) => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is an extra to the picker button inside
    <div
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
        over
          ? 'border-brand-600 bg-brand-50'
          : invalid
            ? 'border-red-400 bg-red-50/40'
            : 'border-zinc-300 bg-zinc-50/60'
      }`}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      <FileUp aria-hidden="true" className="size-8 text-zinc-500" />
      <p className="text-sm text-zinc-700">{over ? dropLabel : 'Træk filen hertil, eller'}</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-label={label}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button
        variant="secondary"
        onClick={() => input.current?.click()}
        data-invalid={invalid ? 'true' : undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
      >
        {buttonLabel}
      </Button>
      <p id={hintId} className="text-xs text-zinc-600">
        {hint}
      </p>
    </div>
  );
}
