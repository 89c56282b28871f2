/** The offer an enquiry is about, as it was when the visitor sent it (kept when the listing changes). */
export type EnquiryOffer = {
  make: string;
  model: string;
  variant: string | null;
  mileagePerYear: number;
  periodMonths: number;
  firstPayment: number;
  monthlyPrice: number;
  /** What the detail page shows as "samlet pris": payments, stated one-off fees, or the stated total. */
  totalCost: number;
};

export function enquiryCarName(offer: Pick<EnquiryOffer, 'make' | 'model' | 'variant'>): string {
  return [offer.make, offer.model, offer.variant].filter(Boolean).join(' ');
}
