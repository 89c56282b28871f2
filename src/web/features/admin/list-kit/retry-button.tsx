/** "Prøv igen" after a list's failed load: asks the query again. */
export function RetryButton({ onRetry }: { onRetry: () => unknown }) {
  return (
    <button type="button" className="font-semibold text-brand-800 underline" onClick={() => onRetry()}>
      Prøv igen
    </button>
  );
}
