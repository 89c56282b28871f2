import { Clock, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import {
  imageUploadErrors,
  LISTING_IMAGE_LIMITS,
  precheckImageFile,
} from '../../../../domain/images/listing-image-rules';
import { Button } from '../../../components/ui/button';
import { ImageDropZone } from './image-drop-zone';
import { formatSize } from './image-file-size';
import type { StagedImages } from './staged-images';

type Refused = { name: string; message: string };

/**
 * "Billeder" of a new listing (ADR 046): images are chosen now, checked as an upload would be (empty,
 * too large, not an image by its first bytes, more than a listing may have) and uploaded right after
 * the first save, on the edit page with their progress.
 */
export function StagedImagesPicker({
  staged,
  onChange,
}: {
  staged: StagedImages;
  onChange: (next: StagedImages) => void;
}) {
  const [refused, setRefused] = useState<Refused[]>([]);
  const max = LISTING_IMAGE_LIMITS.maxImagesPerListing;

  const add = async (files: File[]) => {
    const accepted: File[] = [];
    const nowRefused: Refused[] = [];
    for (const file of files) {
      const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
      const code =
        precheckImageFile(file, head) ??
        (staged.files.length + accepted.length >= max ? 'TOO_MANY_IMAGES' : null);
      if (code) nowRefused.push({ name: file.name, message: imageUploadErrors[code].message });
      else accepted.push(file);
    }
    setRefused(nowRefused);
    if (accepted.length > 0) onChange({ ...staged, files: [...staged.files, ...accepted] });
  };

  return (
    <ImageDropZone
      label="Billeder til annoncen"
      max={max}
      onFiles={(files) => void add(files)}
      removeBackground={staged.removeBackground}
      onRemoveBackgroundChange={(removeBackground) => onChange({ ...staged, removeBackground })}
    >
      {refused.length > 0 ? (
        <ul aria-label="Afviste billeder" className="space-y-2">
          {refused.map((item) => (
            <li
              key={item.name}
              role="alert"
              className="flex items-center gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200"
            >
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 truncate font-medium">{item.name}</span>
              <span>{item.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {staged.files.length === 0 ? (
        <p className="text-sm text-zinc-600">
          Ingen billeder valgt. Billeder, du vælger her, uploades, når annoncen er oprettet.
        </p>
      ) : (
        <div className="space-y-2">
          <p className="text-sm font-medium text-zinc-800">
            Uploades, når annoncen er oprettet ({staged.files.length}/{max})
          </p>
          <ol aria-label="Billeder, der venter på at blive uploadet" className="space-y-2">
            {staged.files.map((file, index) => (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex items-center gap-3 rounded-xl bg-white px-3 py-2 text-sm ring-1 ring-zinc-200"
              >
                <Clock aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
                <span className="min-w-0 flex-1 truncate font-medium text-zinc-900">{file.name}</span>
                <span className="shrink-0 text-xs text-zinc-500">{formatSize(file.size)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  aria-label={`Fjern ${file.name}`}
                  onClick={() => onChange({ ...staged, files: staged.files.filter((_, i) => i !== index) })}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </ImageDropZone>
  );
}
