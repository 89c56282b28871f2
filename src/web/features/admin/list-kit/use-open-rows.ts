import { useMemo, useState } from 'react';

/** Which rows of a list show their details (`ListTable`'s `rowDetails`), and how a row opens or closes. */
export function useOpenRows() {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  return useMemo(
    () => ({
      isOpen: (id: string) => openIds.has(id),
      toggle: (id: string) =>
        setOpenIds((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
    }),
    [openIds],
  );
}
