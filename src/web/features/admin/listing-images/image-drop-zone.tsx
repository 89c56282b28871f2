import { ImagePlus } from 'lucide-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT_ATTRIBUTE, LISTING_IMAGE_LIMITS } from '../../../../domain/images/listing-image-rules';
import { Button } from '../../../components/ui/button';

const MAX_MB = LISTING_IMAGE_LIMITS.maxFileBytes / (1024 * 1024);

export const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The "Billeder" section's frame: files by picker or dropped anywhere on it, the background-removal
 * choice, and `children` (what is uploaded or waiting) below. Used by the editor of a saved listing
 * and by the picker of a new one.
 */
export function ImageDropZone({
  label,
  max,
  onFiles,
  removeBackground,
  onRemoveBackgroundChange,
  children,
}: {
  /** The section's accessible name. */
  label: string;
  max: number;
  onFiles: (files: File[]) => void;
  removeBackground: boolean;
  onRemoveBackgroundChange: (remove: boolean) => void;
  children: ReactNode;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileDragOver, setFileDragOver] = useState(false);
  const add = (files: FileList | null) => {
    if (files && files.length > 0) onFiles([...files]);
  };

  return (
    <section
      aria-label={label}
      className="space-y-4"
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setFileDragOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFileDragOver(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setFileDragOver(false);
        add(event.dataTransfer.files);
      }}
    >
      <div
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          fileDragOver ? 'border-brand-600 bg-brand-50' : 'border-zinc-300 bg-zinc-50/60'
        }`}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-zinc-500" />
        <p className="text-sm text-zinc-700">
          {fileDragOver ? 'Slip billederne for at uploade dem' : 'Træk billeder hertil, eller'}
        </p>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT_ATTRIBUTE}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" onClick={() => fileInput.current?.click()} aria-describedby={hintId}>
          Vælg billeder
        </Button>
        <p id={hintId} className="text-xs text-zinc-600">
          PNG, JPG eller WebP, højst {MAX_MB} MB pr. billede og {max} billeder pr. annonce.
        </p>
        <label className="flex items-center gap-2 text-sm text-zinc-800">
          <input
            type="checkbox"
            checked={removeBackground}
            onChange={(event) => onRemoveBackgroundChange(event.target.checked)}
            className="size-4 rounded border-zinc-300 accent-brand-600"
          />
          Fjern baggrund automatisk
        </label>
      </div>
      {children}
    </section>
  );
}
