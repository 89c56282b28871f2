/** A text item of a PDF page; `top` is measured from the top of the page, in points. */
export type PositionedText = { text: string; x: number; top: number; width: number; fontSize: number };

export type PdfPageText = { pageNumber: number; items: PositionedText[] };
