/** What the confirmation page shows of the enquiry just sent (history state: gone after a reload). */
export type EnquirySent = {
  /** The server's confirmation, naming the seller. */
  message: string;
  car: string;
  terms: string;
  monthly: string;
  total: string;
};
