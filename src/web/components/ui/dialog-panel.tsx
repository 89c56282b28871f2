import { type ComponentProps, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDialog, useInBrowser } from './dialog-context';
import { lockScroll } from './dialog-scroll-lock';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), summary, [tabindex], [contenteditable="true"]';

/** Focusable descendants that are rendered; `tabbable` leaves out tabindex="-1". */
function focusables(root: HTMLElement, tabbable: boolean): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => (!tabbable || element.tabIndex >= 0) && element.getClientRects().length > 0,
  );
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
  // Not on the server nor while hydrating its HTML (see useInBrowser).
  const inBrowser = useInBrowser();
  if (!open || !inBrowser) return null;
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
  // Read while rendering, before a child focuses itself on mount (a title with a ref that focuses
  // it): then it is still the element that opened the dialog, where focus goes back.
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
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
  }, [returnTo]);

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
