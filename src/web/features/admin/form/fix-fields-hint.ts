/** What sending a form does, as the hint at its top names it. */
export type SubmitVerb = 'save' | 'upload' | 'continue';

const BEFORE_YOU: Record<SubmitVerb, string> = {
  save: 'gemmer',
  upload: 'uploader',
  continue: 'fortsætter',
};

/** The hint at a form's top while fields are marked: 'Ret de markerede felter, før du gemmer.' */
export function fixFieldsHint(invalidFields: number, verb: SubmitVerb): string {
  const fix = invalidFields === 1 ? 'Ret det markerede felt' : 'Ret de markerede felter';
  return `${fix}, før du ${BEFORE_YOU[verb]}.`;
}
