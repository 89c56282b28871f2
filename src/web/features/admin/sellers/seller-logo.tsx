import { Store } from 'lucide-react';

/** A seller's logo in a small square, or a neutral placeholder with the shop icon. */
export function SellerLogo({
  url,
  name,
  size = 'sm',
}: {
  url: string | null;
  name: string;
  size?: 'sm' | 'lg';
}) {
  const box = size === 'lg' ? 'size-20 rounded-2xl' : 'size-10 rounded-xl';
  if (!url) {
    return (
      <span
        className={`grid shrink-0 place-items-center bg-zinc-100 text-zinc-500 ${box}`}
        aria-hidden="true"
      >
        <Store className={size === 'lg' ? 'size-8' : 'size-5'} />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={`Logo for ${name}`}
      className={`shrink-0 bg-white object-contain p-1 ring-1 ring-zinc-200 ${box}`}
      loading="lazy"
      decoding="async"
    />
  );
}
