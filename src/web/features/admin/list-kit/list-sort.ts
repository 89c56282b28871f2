import type { SortingState } from '@tanstack/react-table';

/** The URL spelling of a list's order: the column id, with a leading '-' for descending (`-created`). */
export function sortingFromParam(param: string | undefined): SortingState {
  if (!param) return [];
  const desc = param.startsWith('-');
  return [{ id: desc ? param.slice(1) : param, desc }];
}

export function paramFromSorting(sorting: SortingState): string | undefined {
  const [first] = sorting;
  if (!first) return undefined;
  return first.desc ? `-${first.id}` : first.id;
}
