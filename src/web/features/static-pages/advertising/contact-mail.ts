import { contactEmail } from '../lib/contact';

export type AdvertisingEnquiry = {
  company: string;
  name: string;
  phone: string;
  packageName: string;
  message: string;
};

export const EMPTY_ENQUIRY: AdvertisingEnquiry = {
  company: '',
  name: '',
  phone: '',
  packageName: '',
  message: '',
};

/** A mailto: address with subject and body filled in; there is no form backend (ADR 012). */
export function enquiryMailto(enquiry: AdvertisingEnquiry): string {
  const trimmed = Object.fromEntries(
    Object.entries(enquiry).map(([key, value]) => [key, value.trim()]),
  ) as AdvertisingEnquiry;
  const subject = trimmed.packageName
    ? `Annoncering på Leasingmatch – ${trimmed.packageName}`
    : 'Annoncering på Leasingmatch';
  const lines = [
    'Hej Leasingmatch',
    '',
    trimmed.message || 'Vi vil gerne høre mere om at annoncere hos jer.',
    '',
    trimmed.packageName ? `Pakke: ${trimmed.packageName}` : '',
    trimmed.company ? `Firma: ${trimmed.company}` : '',
    trimmed.name ? `Navn: ${trimmed.name}` : '',
    trimmed.phone ? `Telefon: ${trimmed.phone}` : '',
  ].filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''));
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n').trim())}`;
  return `mailto:${contactEmail()}?${query}`;
}
