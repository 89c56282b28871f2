import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT_ATTRIBUTE, LISTING_IMAGE_LIMITS } from '../../../domain/images/listing-image-rules';
import { Button } from '../../components/ui/button';

const MAX_MB = LISTING_IMAGE_LIMITS.maxFileBytes / (1024 * 1024);

/** Choose or drop one car photo. */
export function PhotoPicker({ onPick, busy }: { onPick: (file: File) => void; busy: boolean }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <section
      aria-label="Upload af bilbillede"
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !busy) onPick(file);
      }}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
        over ? 'border-brand-600 bg-brand-50' : 'border-zinc-300 bg-zinc-50/60'
      }`}
    >
      <ImagePlus aria-hidden="true" className="size-8 text-zinc-500" />
      <p className="text-sm text-zinc-700">Træk et bilbillede hertil, eller</p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT_ATTRIBUTE}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={busy} aria-describedby={hintId}>
        Vælg billede
      </Button>
      <p id={hintId} className="text-xs text-zinc-600">
        PNG, JPG eller WebP, højst {MAX_MB} MB. Billedet gemmes ikke.
      </p>
    </section>
  );
}
