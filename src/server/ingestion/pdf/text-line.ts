/** One run of text on a line, with its horizontal extent (PDF points, or character columns for text). */
export type TextCell = { text: string; x: number; right: number };

/**
 * One visual line of a price list: cells left to right. `page` starts at 1; `y` grows downwards
 * within a page, so lines sort by (page, y).
 */
export type TextLine = {
  page: number;
  y: number;
  fontSize: number;
  cells: TextCell[];
  text: string;
  /**
   * Finer runs than `cells`: split at any gap wider than about two word spaces, so header words set
   * close together ("Førstegangs-  Minimumspris") stay apart. Absent for pasted text (cells are exact).
   */
  segments?: TextCell[];
};

export function lineText(cells: TextCell[]): string {
  return cells
    .map((cell) => cell.text)
    .filter((text) => text.length > 0)
    .join(' ');
}
