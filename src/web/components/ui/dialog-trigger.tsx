import { ButtonOrSlot, type ButtonProps } from './button-or-slot';
import { useDialog } from './dialog-context';

/** The button that opens (and closes) its dialog; apart from dialog.tsx so a page can load the panel later (ADR 062). */
export function DialogTrigger({ onClick, ...props }: ButtonProps) {
  const { open, setOpen, contentId } = useDialog();
  return (
    <ButtonOrSlot
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    />
  );
}
