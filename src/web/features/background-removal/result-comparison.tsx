import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../domain/format/format-danish';
import type {
  BackgroundRemovalImage,
  BackgroundRemovalResponse,
} from '../../../domain/images/background-removal-api-types';
import { Badge } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';

/** A checkerboard behind transparent images, so the cut-out's edges and shadow can be judged. */
const transparencyBackdrop =
  'bg-[conic-gradient(#f4f4f5_25%,#ffffff_0_50%,#f4f4f5_0_75%,#ffffff_0)] bg-[length:24px_24px]';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-semibold text-zinc-800">{title}</figcaption>
      {children}
    </figure>
  );
}

const percent = (confidence: number) => `${Math.round(confidence * 100)} %`;

/** Original and result side by side, the confidence, the time it took and the downloads. */
export function ResultComparison({
  originalUrl,
  result,
}: {
  originalUrl: string;
  result: BackgroundRemovalResponse;
}) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        {result.separable ? (
          <Badge tone="success">Baggrunden er fjernet</Badge>
        ) : (
          <Badge tone="warning">Baggrunden blev ikke fjernet</Badge>
        )}
        <p className="text-sm text-zinc-700">
          Sikkerhed: <strong className="numeric font-semibold">{percent(result.confidence)}</strong>
        </p>
        <p className="numeric text-sm text-zinc-600">
          Behandlet på {formatNumber(result.processingMs / 1000, 1)} sek.
        </p>
      </div>
      {result.separable ? null : (
        <p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          {result.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Panel title="Original">
          <img
            src={originalUrl}
            alt="Det uploadede billede"
            className="aspect-[16/10] w-full rounded-xl bg-zinc-100 object-contain ring-1 ring-zinc-200"
          />
        </Panel>
        <Panel title="Resultat">
          {result.separable ? (
            <img
              src={result.detail.dataUrl}
              alt="Bilen uden baggrund, med skygge"
              className={`aspect-[16/10] w-full rounded-xl object-contain ring-1 ring-zinc-200 ${transparencyBackdrop}`}
            />
          ) : (
            <img
              src={originalUrl}
              alt="Det originale billede bevares"
              className="aspect-[16/10] w-full rounded-xl bg-zinc-100 object-contain ring-1 ring-zinc-200"
            />
          )}
        </Panel>
      </div>
      {result.separable ? (
        <div>
          <h3 className="text-base font-semibold text-zinc-900">Hent størrelserne</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            <DownloadLink label="Kort" image={result.card} fileName="bil-kort.webp" />
            <DownloadLink label="Detaljeside" image={result.detail} fileName="bil-detalje.webp" />
            <DownloadLink label="Fuld størrelse" image={result.cutOut} fileName="bil-fritlagt.png" />
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function DownloadLink({
  label,
  image,
  fileName,
}: {
  label: string;
  image: BackgroundRemovalImage;
  fileName: string;
}) {
  return (
    <li>
      <a href={image.dataUrl} download={fileName} className={buttonClass('secondary', 'sm')}>
        <Download aria-hidden="true" className="size-4" />
        {label}
        <span className="numeric font-normal text-zinc-600">
          {image.width} × {image.height}
        </span>
      </a>
    </li>
  );
}
