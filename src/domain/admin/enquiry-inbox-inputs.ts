import { z } from 'zod/mini';
import { enquiryStatuses } from '../enquiries/enquiry-vocabulary';

/** PATCH /api/admin/enquiries/:id/status */
export const enquiryStatusInputSchema = z.object({
  status: z.enum(enquiryStatuses, { error: 'Vælg en status' }),
});
export type EnquiryStatusInput = z.infer<typeof enquiryStatusInputSchema>;

export const ENQUIRY_NOTE_MAX_LENGTH = 2000;

/** POST /api/admin/enquiries/:id/notes */
export const enquiryNoteInputSchema = z.object({
  body: z
    .string({ error: 'Skriv en note' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Skriv en note' }),
      z.maxLength(ENQUIRY_NOTE_MAX_LENGTH, { error: `Højst ${ENQUIRY_NOTE_MAX_LENGTH} tegn` }),
    ),
});
export type EnquiryNoteInput = z.infer<typeof enquiryNoteInputSchema>;

/** POST /api/admin/enquiries/erase: every enquiry from one address, whatever its case (GDPR). */
export const enquiryEraseInputSchema = z.object({
  email: z
    .string({ error: 'Angiv en e-mailadresse' })
    .check(z.trim(), z.toLowerCase(), z.email({ error: 'Angiv en gyldig e-mailadresse' })),
});
export type EnquiryEraseInput = z.infer<typeof enquiryEraseInputSchema>;
