import { useRouter } from '@tanstack/react-router';
import { type ComponentProps, type MouseEvent, useEffect, useRef } from 'react';

const INTENT_PRELOAD_DELAY_MS = 100;

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * An in-app link for an address that is already written out (a canonical /listings query): a real
 * anchor for new tabs and crawlers, navigated inside the app on a plain click, preloaded on intent.
 */
export function HrefLink({
  href,
  onClick,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  freshSearch = false,
  ...props
}: ComponentProps<'a'> & {
  href: string;
  /** The link means exactly this search (e.g. every car): /listings must not continue the saved one. */
  freshSearch?: boolean;
}) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const preloadSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      router.preloadRoute({ to: '.', href }).catch(() => undefined);
    }, INTENT_PRELOAD_DELAY_MS);
  };

  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        void router.navigate({ href, ...(freshSearch ? { state: { freshSearch: true } } : {}) });
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preloadSoon();
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        clearTimeout(timer.current);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preloadSoon();
      }}
      {...props}
    />
  );
}
