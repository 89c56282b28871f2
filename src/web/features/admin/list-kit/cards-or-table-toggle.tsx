import { Button } from '../../../components/ui/button';

type CardsOrTable = 'cards' | 'table';

const LABELS: Record<CardsOrTable, string> = { cards: 'Kort', table: 'Tabel' };

/** "Kort"/"Tabel": a list shown as cards or as a compact table beside them (the view lives in the URL). */
export function CardsOrTableToggle({
  view,
  onChange,
}: {
  view: CardsOrTable;
  onChange: (view: CardsOrTable) => void;
}) {
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">Visning</legend>
      {(['cards', 'table'] as const).map((option) => (
        <Button
          key={option}
          size="sm"
          variant={view === option ? 'primary' : 'secondary'}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {LABELS[option]}
        </Button>
      ))}
    </fieldset>
  );
}
