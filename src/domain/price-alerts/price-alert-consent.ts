/** How long an unconfirmed alert waits for its confirmation link before it is deleted. */
export const PENDING_ALERT_DAYS = 7;
/** How long an unsubscribed alert is kept (so a late click on an old link still answers) before deletion. */
export const UNSUBSCRIBED_ALERT_DAYS = 30;

/** What the visitor agrees to, shown beside the consent box in "Giv mig besked". */
export function priceAlertConsentText(): string {
  return (
    'Vi gemmer din e-mail og det, du vil have besked om, og sender kun beskeder om netop det. Først får du ' +
    'en e-mail med et link, som du skal åbne for at bekræfte. Hver besked har et link til at afmelde med ét ' +
    `klik. Bekræfter du ikke, sletter vi beskeden efter ${PENDING_ALERT_DAYS} dage. Ingen nyhedsbreve, intet ` +
    'videresalg, og forhandlerne får ikke din adresse.'
  );
}

export const PRICE_ALERT_CONSENT_LABEL = 'Ja tak, send mig e-mails som beskrevet ovenfor.';
