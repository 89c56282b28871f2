import { Button } from '../../../components/ui/button';
import { DialogClose, DialogContent } from '../../../components/ui/dialog';
import { PICKER_TITLES, PickerBody, type PickerKind, type PickerProps } from './picker-body';

/** The make or model list in its dialog (make-model-fields.tsx, desktop), loaded apart. */
export function PickerDialogPanel({ kind, ...picker }: PickerProps & { kind: PickerKind }) {
  return (
    <DialogContent
      title={PICKER_TITLES[kind]}
      className="max-h-[85dvh]"
      footer={
        <DialogClose asChild>
          <Button>Færdig</Button>
        </DialogClose>
      }
    >
      <PickerBody kind={kind} {...picker} />
    </DialogContent>
  );
}
