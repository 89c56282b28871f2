import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

type DialogContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  contentId: string;
  titleId: string;
  descriptionId: string;
};

const DialogContext = createContext<DialogContextValue | null>(null);

export function useDialog(): DialogContextValue {
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

/**
 * False on the server and while hydrating its HTML, true after: a dialog's panel renders only then,
 * so a panel open in the first render (the phone's /listings?showFilters=true) has no server HTML to
 * match and opens right after hydration.
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  // A transition: an update at once would make React finish hydrating the page in one long task.
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return inBrowser;
}
