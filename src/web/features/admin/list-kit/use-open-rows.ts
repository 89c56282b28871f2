import { useMemo, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which rows of a list show their details (`ListTable`'s `rowDetails`), and how a row opens or closes.
 * Rows start closed, or open with `openByDefault`; the toggles are kept with the `resetKey` they were
 * made under, so a new key (a new search) puts every row back at its default.
 */
export function useOpenRows({
  resetKey,
  openByDefault = false,
}: {
  resetKey?: unknown;
  openByDefault?: boolean;
} = {}) {
  const [toggled, setToggled] = useState<{ key: unknown; ids: ReadonlySet<string> }>({
    key: resetKey,
    ids: NONE,
  });
  const ids = toggled.key === resetKey ? toggled.ids : NONE;
  return useMemo(
    () => ({
      isOpen: (id: string) => ids.has(id) !== openByDefault,
      toggle: (id: string) =>
        setToggled((current) => {
          const next = new Set(current.key === resetKey ? current.ids : NONE);
          if (!next.delete(id)) next.add(id);
          return { key: resetKey, ids: next };
        }),
    }),
    [ids, openByDefault, resetKey],
  );
}
