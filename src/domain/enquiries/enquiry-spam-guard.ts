/** The spam guard's rules that need no database (ADR 064): the honeypot and the time on the form. */

/** A person reads the offer and types a name, e-mail and phone number: no one does that in 3 s. */
export const MIN_SECONDS_ON_FORM = 3;
/** A form open for longer than a day shows an offer that may have changed: send it again. */
export const MAX_HOURS_ON_FORM = 24;

export type FormVerdict = 'ok' | 'honeypot' | 'too_fast' | 'too_old';

export const FORM_REFUSALS: Record<Exclude<FormVerdict, 'ok'>, string> = {
  // A bot reads this too: it says nothing about the field that gave it away.
  honeypot: 'Din henvendelse kunne ikke sendes. Prøv igen, eller kontakt forhandleren direkte.',
  too_fast: 'Formularen blev sendt meget hurtigt, efter den blev åbnet. Vent et øjeblik, og send igen.',
  too_old: 'Formularen har været åben i over et døgn. Genindlæs siden, så du ser tilbuddet, som det er nu.',
};

export function formVerdict(input: { fax?: string | undefined; ms_on_form: number }): FormVerdict {
  if (input.fax !== undefined && input.fax.trim() !== '') return 'honeypot';
  if (!Number.isFinite(input.ms_on_form) || input.ms_on_form < MIN_SECONDS_ON_FORM * 1000) return 'too_fast';
  if (input.ms_on_form > MAX_HOURS_ON_FORM * 3600 * 1000) return 'too_old';
  return 'ok';
}
