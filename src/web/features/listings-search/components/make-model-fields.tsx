import { ChevronRight } from 'lucide-react';
import { type ComponentProps, lazy, useId } from 'react';
import { Dialog } from '../../../components/ui/dialog-context';
import { DialogTrigger } from '../../../components/ui/dialog-trigger';
import { LazyDialogPanel } from '../../../components/ui/lazy-dialog-panel';
import type { PickerKind, PickerProps } from './picker-body';

// The lists load when the browser is idle after the page, not with it (ADR 062).
const loadPickerDialogPanel = () => import('./picker-dialog-panel');
const PickerDialogPanel = lazy(() =>
  loadPickerDialogPanel().then((module) => ({ default: module.PickerDialogPanel })),
);

type PickerButtonProps = ComponentProps<'button'> & { label: string; value: string };

function PickerButton({ label, value, className, ...props }: PickerButtonProps) {
  const id = useId();
  return (
    <div>
      <span id={id} className="mb-1 block text-xs font-medium text-zinc-600">
        {label}
      </span>
      <button
        type="button"
        aria-labelledby={`${id} ${id}-value`}
        aria-haspopup="dialog"
        {...props}
        className={`flex min-h-11 w-full items-center gap-2 rounded-xl bg-white px-3 text-left text-sm ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50 disabled:cursor-not-allowed disabled:bg-zinc-100 disabled:text-zinc-500 ${className ?? ''}`}
      >
        <span id={`${id}-value`} className="min-w-0 flex-1 truncate">
          {value}
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
      </button>
    </div>
  );
}

/** A picker button that opens its list in a dialog; the dialog hands focus back to the button on close. */
function PickerDialogField({
  kind,
  button,
  ...picker
}: PickerProps & { kind: PickerKind; button: PickerButtonProps }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <PickerButton {...button} />
      </DialogTrigger>
      <LazyDialogPanel preload={loadPickerDialogPanel}>
        <PickerDialogPanel kind={kind} {...picker} />
      </LazyDialogPanel>
    </Dialog>
  );
}

/**
 * "Mærke" and "Model". On a desktop each opens a dialog; in the phone overlay `onOpenPicker` shows
 * the list as a sub-screen instead.
 */
export function MakeModelFields({
  filters,
  catalogue,
  onChange,
  onOpenPicker,
}: PickerProps & { onOpenPicker?: ((kind: PickerKind) => void) | undefined }) {
  const buttons: Record<PickerKind, PickerButtonProps> = {
    makes: { label: 'Mærke', value: filters.makes.length > 0 ? filters.makes.join(', ') : 'Alle mærker' },
    models: {
      label: 'Model',
      value:
        filters.models.length > 0
          ? filters.models.join(', ')
          : filters.makes.length > 0
            ? 'Alle modeller'
            : 'Vælg mærke først',
      disabled: filters.makes.length === 0,
    },
  };
  const picker = { filters, catalogue, onChange };

  return (
    <div className="grid gap-3">
      {(['makes', 'models'] as const).map((kind) =>
        onOpenPicker ? (
          <PickerButton key={kind} {...buttons[kind]} onClick={() => onOpenPicker(kind)} />
        ) : (
          <PickerDialogField key={kind} kind={kind} button={buttons[kind]} {...picker} />
        ),
      )}
    </div>
  );
}
