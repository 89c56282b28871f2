import { X } from 'lucide-react';
import {
  type ComponentProps,
  cloneElement,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/*
 * The kit's dialog on the native <dialog> element: showModal() puts it in the top layer and makes the
 * rest of the page inert, Escape arrives as its `cancel` event and `::backdrop` is the overlay. This
 * file adds what the platform lacks: open state, Tab wrapping, focus return, scroll lock and aria.
 */

type DialogContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  titleId: string;
  descriptionId: string;
};

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialog(): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error('Dialog parts must be used inside <Dialog>');
  return context;
}

/** Open state, controlled (`open` + `onOpenChange`) or not (`defaultOpen`). */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : uncontrolled;
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      if (!controlled) setUncontrolled(next);
      onOpenChangeRef.current?.(next);
    },
    [open, controlled],
  );
  const id = useId();
  const value = useMemo(
    () => ({
      open,
      setOpen,
      contentId: `${id}content`,
      titleId: `${id}title`,
      descriptionId: `${id}description`,
    }),
    [open, setOpen, id],
  );
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

type ButtonProps = ComponentProps<'button'> & { asChild?: boolean };

/** `asChild`: the props go onto the single child element instead of a <button>. */
function ButtonOrSlot({ asChild = false, children, ...props }: ButtonProps) {
  if (!asChild) {
    return (
      <button type="button" {...props}>
        {children}
      </button>
    );
  }
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Record<string, unknown>>;
  const own = child.props;
  const ownClick = own.onClick as ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
  // An empty className must not reach the child: a child that spreads its props after its own
  // classes would lose them to `className: undefined`.
  const className = [props.className, own.className].filter(Boolean).join(' ');
  return cloneElement(child, {
    ...props,
    ...own,
    ...(className ? { className } : {}),
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      ownClick?.(event);
      if (!event.defaultPrevented) props.onClick?.(event);
    },
  });
}

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

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), summary, [tabindex], [contenteditable="true"]';

/** Focusable descendants that are rendered; `tabbable` leaves out tabindex="-1". */
function focusables(root: HTMLElement, tabbable: boolean): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => (!tabbable || element.tabIndex >= 0) && element.getClientRects().length > 0,
  );
}

let scrollLocks = 0;
let unlockScroll = () => {};

/** Keeps the page still behind the dialog, without the layout shifting where the scrollbar was. */
function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    const { style } = document.body;
    const saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    const padding = Number.parseFloat(getComputedStyle(document.body).paddingRight) || 0;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${padding + scrollbar}px`;
    unlockScroll = () => Object.assign(style, saved);
  }
  return () => {
    if (--scrollLocks === 0) unlockScroll();
  };
}

const outside = (event: { clientX: number; clientY: number }, element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
};

export type DialogPanelProps = Omit<ComponentProps<'dialog'>, 'open'> & {
  /** Runs when the dialog closes, before focus goes back; `event.preventDefault()` keeps focus where it is. */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The bare modal <dialog>, rendered while open. Focus goes to the first focusable element inside
 * (or the panel) and back to what had it before once it closes; Escape and a click on the backdrop
 * close it.
 */
export function DialogPanel({ onCloseAutoFocus, className = '', children, ...props }: DialogPanelProps) {
  const { open } = useDialog();
  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <OpenPanel onCloseAutoFocus={onCloseAutoFocus} className={className} {...props}>
      {children}
    </OpenPanel>,
    document.body,
  );
}

function OpenPanel({
  onCloseAutoFocus,
  onCancel,
  onClose,
  onKeyDown,
  onPointerDown,
  onClick,
  ...props
}: DialogPanelProps) {
  const { setOpen, contentId, titleId } = useDialog();
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOutside = useRef(false);
  const onCloseAutoFocusRef = useRef(onCloseAutoFocus);
  onCloseAutoFocusRef.current = onCloseAutoFocus;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    if (!dialog.open) dialog.showModal();
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused))) {
      (focusables(dialog, false)[0] ?? dialog).focus();
    }
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      const event = new Event('dialog.closeAutoFocus', { cancelable: true });
      onCloseAutoFocusRef.current?.(event);
      if (!event.defaultPrevented && returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      id={contentId}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-state="open"
      {...props}
      onCancel={(event) => {
        onCancel?.(event);
        // Closing goes through the open state, so a controlled dialog stays in step.
        event.preventDefault();
        setOpen(false);
      }}
      onClose={(event) => {
        onClose?.(event);
        // Closed by the browser itself (e.g. a forced close), not by the open state.
        if (!event.currentTarget.open) setOpen(false);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== 'Tab' || event.defaultPrevented) return;
        // The page behind is inert; wrap around instead of leaving for the browser's own controls.
        const dialog = event.currentTarget;
        const tabbables = focusables(dialog, true);
        const first = tabbables[0];
        const last = tabbables[tabbables.length - 1];
        const active = document.activeElement;
        if (!first || !last) {
          event.preventDefault();
        } else if (event.shiftKey && (active === first || active === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        pressedOutside.current = event.target === event.currentTarget && outside(event, event.currentTarget);
      }}
      onClick={(event) => {
        onClick?.(event);
        const backdrop = event.target === event.currentTarget && outside(event, event.currentTarget);
        if (backdrop && pressedOutside.current) setOpen(false);
        pressedOutside.current = false;
      }}
    />
  );
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
