import type { MouseEvent } from 'react';

// Focus is moved by hand: a fragment link alone does not move focus in every browser, and the hash
// would become a router navigation.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** First tab stop on every page: jumps past the header to the content. */
export function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is an in-page link; the handler only makes the focus move everywhere.
    <a
      href="#main"
      onClick={skipToMain}
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Gå til indhold
    </a>
  );
}
