import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

/** Radix dialog parts (focus trap, Escape, scroll lock, aria) with the kit's look. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export type DialogSide = 'center' | 'bottom' | 'right';

const panels: Record<DialogSide, string> = {
  center:
    'top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl data-[state=open]:animate-dialog-in',
  bottom:
    'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl pb-[env(safe-area-inset-bottom)] data-[state=open]:animate-sheet-up',
  right: 'inset-y-0 right-0 w-full max-w-md data-[state=open]:animate-sheet-left',
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
}: Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
  side?: DialogSide;
  footer?: ReactNode;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 data-[state=open]:animate-fade-in motion-reduce:animate-none" />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={`fixed z-50 flex flex-col bg-white shadow-xl focus:outline-none motion-reduce:animate-none ${panels[side]} ${className}`}
        {...props}
      >
        <div className="flex items-start gap-4 px-5 pt-5">
          <div className={`min-w-0 flex-1 ${hideTitle ? 'sr-only' : ''}`}>
            <RadixDialog.Title className="text-lg font-semibold tracking-tight">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-zinc-600">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            className="-mt-1 -mr-2 ml-auto grid size-11 shrink-0 place-items-center rounded-xl text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
            aria-label="Luk"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer ? (
          <div className="flex flex-wrap justify-end gap-3 border-t border-zinc-100 px-5 py-4">{footer}</div>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
