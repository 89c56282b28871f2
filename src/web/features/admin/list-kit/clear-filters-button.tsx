import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * "Ryd filtre" for an admin list's filter bar. In a grid bar (`keepCell`) a hidden placeholder keeps the
 * cell when no filter is set, so the other controls do not move.
 */
export function ClearFiltersButton({
  visible,
  onClear,
  keepCell = false,
}: {
  visible: boolean;
  onClear: () => void;
  keepCell?: boolean;
}) {
  if (!visible) return keepCell ? <span className="hidden sm:block" /> : null;
  return (
    <Button variant="ghost" onClick={onClear} className={keepCell ? 'justify-self-start' : undefined}>
      <X aria-hidden="true" className="size-4" />
      Ryd filtre
    </Button>
  );
}
