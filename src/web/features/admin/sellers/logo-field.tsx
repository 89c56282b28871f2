import { ImageUp, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { LOGO_ACCEPT, LOGO_MESSAGES, MAX_LOGO_BYTES } from '../../../../domain/admin/logo-file';
import type { StoredLogoJson } from '../../../../domain/admin/seller-api-types';
import { Button } from '../../../components/ui/button';
import { fieldError, useAdminMutation } from '../shared/use-admin-mutation';
import { uploadSellerLogo } from './seller-api';
import { SellerLogo } from './seller-logo';

export type LogoValue = { file_id: string; url: string } | null;

/** Logo upload with preview: the server checks the file by its content and stores a resized copy. */
export function LogoField({
  value,
  name,
  onChange,
  error,
}: {
  value: LogoValue;
  name: string;
  onChange: (value: LogoValue) => void;
  error?: string | undefined;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useAdminMutation<File, StoredLogoJson>({
    kind: 'upload',
    context: 'seller logo upload',
    mutationFn: async (file) => {
      if (file.size > MAX_LOGO_BYTES) throw new Error(LOGO_MESSAGES.tooLarge);
      return uploadSellerLogo(file);
    },
    onSuccess: (logo) => onChange({ file_id: logo.file_id, url: logo.url }),
  });
  const tooLarge = upload.error instanceof Error && upload.error.message === LOGO_MESSAGES.tooLarge;
  const message = error ?? (tooLarge ? LOGO_MESSAGES.tooLarge : fieldError(upload.error, 'logo'));
  const errorId = `${inputId}-error`;

  return (
    <div>
      <p id={`${inputId}-label`} className="mb-1.5 block text-sm font-medium text-zinc-800">
        Logo
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <SellerLogo url={value?.url ?? null} name={name || 'sælgeren'} size="lg" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={LOGO_ACCEPT}
            className="sr-only"
            aria-labelledby={`${inputId}-label`}
            aria-describedby={`${inputId}-hint${message ? ` ${errorId}` : ''}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {upload.isPending ? 'Uploader…' : value ? 'Skift logo' : 'Upload logo'}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <X aria-hidden="true" className="size-4" />
              Fjern logo
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-zinc-600">
        PNG, JPG, WebP eller SVG, højst 900 kB. Gemmes i højst 512 px.
      </p>
      {message ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
