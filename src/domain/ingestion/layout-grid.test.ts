import { describe, expect, it } from 'vitest';
import { type GridLine, headerColumns, layoutGrid } from './layout-grid';

const run = (text: string, x: number, right: number) => ({ text, x, right });
const line = (page: number, number: number, y: number, ...segments: GridLine['segments']): GridLine => ({
  page,
  line: number,
  y,
  segments,
});

describe('layoutGrid', () => {
  const title = line(1, 1, 40, run('Sommerkampagne hos Forhandleren', 40, 300));
  const header = line(
    1,
    2,
    100,
    run('Bil', 40, 60),
    run('Udgave', 112, 150),
    run('Pris hver måned', 452, 520),
  );
  // A right-aligned price sits left of its header's start; the variant is wider than its header.
  const row = line(
    1,
    3,
    116,
    run('Leapmotor T03', 40, 100),
    run('Style Plus Pakke', 112, 200),
    run('1.999', 490, 520),
  );
  const second = line(2, 1, 40, run('T03', 40, 60), run('2.199', 300, 330));

  it('gives each page its columns from the runs of its multi-run lines, and rows in reading order', () => {
    const pages = layoutGrid([title, header, row, second]);
    expect(pages.map((page) => page.page)).toEqual([1, 2]);
    const [first, other] = pages;
    expect(first?.columns).toEqual([
      { x: 40, right: 100 },
      { x: 112, right: 200 },
      { x: 452, right: 520 },
    ]);
    expect(first?.rows.map((r) => [r.index, r.page, r.line, r.cells])).toEqual([
      // A one-run title covers the columns it reaches over.
      [0, 1, 1, [{ column: 0, span: 2, text: 'Sommerkampagne hos Forhandleren' }]],
      [
        1,
        1,
        2,
        [
          { column: 0, span: 1, text: 'Bil' },
          { column: 1, span: 1, text: 'Udgave' },
          { column: 2, span: 1, text: 'Pris hver måned' },
        ],
      ],
      [
        2,
        1,
        3,
        [
          { column: 0, span: 1, text: 'Leapmotor T03' },
          { column: 1, span: 1, text: 'Style Plus Pakke' },
          { column: 2, span: 1, text: '1.999' },
        ],
      ],
    ]);
    // The index runs on over pages; each page has columns of its own.
    expect(other?.columns).toEqual([
      { x: 40, right: 60 },
      { x: 300, right: 330 },
    ]);
    expect(other?.rows[0]).toMatchObject({ index: 3, text: 'T03 2.199' });
  });

  it('joins runs of one line that fall in one column into one cell', () => {
    const wide = line(1, 1, 10, run('Model', 0, 100), run('Pris', 200, 240));
    const split = line(1, 2, 20, run('Leapmotor', 0, 40), run('T03', 45, 60), run('1.999', 205, 240));
    const [page] = layoutGrid([wide, split]);
    expect(page?.rows[1]?.cells).toEqual([
      { column: 0, span: 1, text: 'Leapmotor T03' },
      { column: 1, span: 1, text: '1.999' },
    ]);
  });

  it('reads pasted tab-separated text (columns 1000 apart) as its own columns', () => {
    const tab = (column: number, text: string) => run(text, column * 1000, column * 1000 + 500);
    const [page] = layoutGrid([
      line(1, 1, 0, tab(0, 'Bil'), tab(1, 'Udgave'), tab(2, 'Pris')),
      line(1, 2, 1, tab(0, 'T03'), tab(2, '1.999')),
    ]);
    expect(page?.columns).toHaveLength(3);
    expect(page?.rows[1]?.cells).toEqual([
      { column: 0, span: 1, text: 'T03' },
      { column: 2, span: 1, text: '1.999' },
    ]);
  });

  it('gives a page of one-run lines one column, and no pages for no lines', () => {
    expect(layoutGrid([title])[0]?.columns).toEqual([{ x: 40, right: 300 }]);
    expect(layoutGrid([])).toEqual([]);
  });
});

describe('headerColumns', () => {
  it('reads a one-line header as its runs, left to right', () => {
    const header = line(
      1,
      1,
      10,
      run('Udgave', 112, 150),
      run('Bil', 40, 60),
      run('Pris hver måned', 452, 520),
    );
    expect(headerColumns([header]).map((column) => column.header)).toEqual([
      'Bil',
      'Udgave',
      'Pris hver måned',
    ]);
  });

  it('joins the lines of a header top to bottom where their runs overlap, and a hyphenated break', () => {
    const top = line(1, 1, 10, run('Bil', 40, 60), run('Pris hver', 452, 500), run('Første-', 540, 580));
    const bottom = line(1, 2, 20, run('måned', 455, 490), run('betaling', 540, 585));
    expect(headerColumns([bottom, top])).toEqual([
      { header: 'Bil', x: 40, right: 60 },
      { header: 'Pris hver måned', x: 452, right: 500 },
      { header: 'Førstebetaling', x: 540, right: 585 },
    ]);
  });
});
