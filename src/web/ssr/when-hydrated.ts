/** React's own marker on a DOM node it owns; the same prefix React DevTools and testing tools read. */
const isOwnedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Resolves once React has taken over every link, button and field of the server's HTML. React hydrates
 * each Suspense boundary (every route's content is one) after the root commits, so an effect at the
 * root runs before a page's controls respond; until then a change to a select or a keypress on a
 * button can be lost. Gives up after `timeoutMs` so a page never waits forever.
 */
export function whenHydrated(container: Element, timeoutMs = 10_000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const pending = [...container.querySelectorAll(INTERACTIVE)].some(
        (element) => !isOwnedByReact(element),
      );
      if (!pending || performance.now() - started > timeoutMs) resolve();
      else setTimeout(check, 16);
    };
    check();
  });
}
