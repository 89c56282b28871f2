import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { ButtonOrSlot, type ButtonProps } from './button-or-slot';
import { useDialog } from './dialog-context';
import { DialogPanel, type DialogPanelProps } from './dialog-panel';

export { Dialog } from './dialog-context';
export { DialogPanel } from './dialog-panel';
export { DialogTrigger } from './dialog-trigger';

/*
 * The kit's dialog on the native <dialog> element: showModal() puts it in the top layer and makes the
 * rest of the page inert, Escape arrives as its `cancel` event and `::backdrop` is the overlay. These
 * files add what the platform lacks: open state (dialog-context), Tab wrapping, focus return and
 * scroll lock (dialog-panel), and aria.
 */

export function DialogClose({ onClick, ...props }: ButtonProps) {
  const { setOpen } = useDialog();
  return (
    <ButtonOrSlot
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
    />
  );
}

/** The dialog's heading; its id names the dialog. */
export function DialogTitle(props: ComponentProps<'h2'>) {
  return <h2 id={useDialog().titleId} {...props} />;
}

export type DialogSide = 'center' | 'bottom' | 'right';

// The resets undo the user-agent <dialog> box (fit-content size, inset 0, max size) where a side needs.
const panels: Record<DialogSide, string> = {
  center:
    'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl data-[state=open]:animate-dialog-in',
  bottom:
    'top-auto inset-x-0 bottom-0 w-auto max-w-none max-h-[90dvh] rounded-t-2xl pb-[env(safe-area-inset-bottom)] data-[state=open]:animate-sheet-up',
  right: 'inset-y-0 right-0 left-auto h-auto max-h-none w-full max-w-md data-[state=open]:animate-sheet-left',
};

/**
 * The dialog's panel. `side="bottom"` is a phone sheet, `side="right"` a drawer. A title is required
 * (screen readers announce it); `hideTitle` keeps it for them only.
 */
export function DialogContent({
  title,
  description,
  hideTitle = false,
  side = 'center',
  footer,
  className = '',
  children,
  ...props
}: Omit<DialogPanelProps, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
  side?: DialogSide;
  footer?: ReactNode;
}) {
  const { descriptionId } = useDialog();
  return (
    <DialogPanel
      aria-describedby={description ? descriptionId : undefined}
      className={`fixed z-50 flex flex-col overflow-visible bg-white text-inherit shadow-xl backdrop:bg-zinc-950/40 backdrop:animate-fade-in focus:outline-none motion-reduce:animate-none motion-reduce:backdrop:animate-none ${panels[side]} ${className}`}
      {...props}
    >
      <div className="flex items-start gap-4 px-5 pt-5">
        <div className={`min-w-0 flex-1 ${hideTitle ? 'sr-only' : ''}`}>
          <DialogTitle className="text-lg font-semibold tracking-tight">{title}</DialogTitle>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-zinc-600">
              {description}
            </p>
          ) : null}
        </div>
        <DialogClose
          className="-mt-1 -mr-2 ml-auto grid size-11 shrink-0 place-items-center rounded-xl text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
          aria-label="Luk"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogClose>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      {footer ? (
        <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-100 px-5 py-4">{footer}</div>
      ) : null}
    </DialogPanel>
  );
}
