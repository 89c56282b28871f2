/**
 * What the visitor agrees to, shown beside the consent box and stored by its version with every
 * enquiry. A new wording gets a new version; an enquiry keeps the version its visitor saw (ADR 064).
 */
export const ENQUIRY_CONSENT_VERSION = 'v1';

/** How long an enquiry is kept, as the consent text promises (the admin's retention default). */
export const ENQUIRY_RETENTION_MONTHS = 12;

export function enquiryConsentText(sellerName: string): string {
  return (
    `Når du sender, får ${sellerName} dit navn, din e-mail, dit telefonnummer, din besked, ` +
    'dit ønskede kontakttidspunkt og det valgte tilbud, så de kan kontakte dig om netop dette tilbud. ' +
    `Leasingmatch gemmer henvendelsen i ${ENQUIRY_RETENTION_MONTHS} måneder og bruger den ikke til andet: ` +
    'ingen nyhedsbreve, ingen andre forhandlere og intet videresalg. Du får en kopi på e-mail.'
  );
}

export function enquiryConsentLabel(sellerName: string): string {
  return `Jeg accepterer, at mine oplysninger sendes til ${sellerName} som beskrevet ovenfor.`;
}
