/** Placeholder contact details of the data controller and sales (the company's details come later). */
export const CONTACT_EMAIL = 'kontakt@leasingmatch.dk';
export const CONTACT_MAILTO = `mailto:${CONTACT_EMAIL}`;
