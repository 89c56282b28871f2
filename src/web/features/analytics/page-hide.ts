type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `onHide` when the page is hidden (`visibilitychange` to hidden) or left (`pagehide`), the
 * last moments a page can reliably send anything. Returns the function that stops listening.
 */
export function listenForPageHide(
  page: { document: Listenable & { readonly visibilityState: string }; window: Listenable },
  onHide: () => void,
): () => void {
  const onVisibilityChange = () => {
    if (page.document.visibilityState === 'hidden') onHide();
  };
  page.document.addEventListener('visibilitychange', onVisibilityChange);
  page.window.addEventListener('pagehide', onHide);
  return () => {
    page.document.removeEventListener('visibilitychange', onVisibilityChange);
    page.window.removeEventListener('pagehide', onHide);
  };
}
