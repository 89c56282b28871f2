/** Where an offer's price came from (issue 27 part 5): a seller's price list or the admin's form. */
export const offerSourceKinds = ['price_list', 'admin'] as const;
export type OfferSourceKind = (typeof offerSourceKinds)[number];
