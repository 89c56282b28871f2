import type { SellerJson } from '../../../../domain/admin/seller-api-types';
import type { SellerInput } from '../../../../domain/admin/seller-schema';
import type { useAdminForm } from '../form/use-admin-form';
import type { LogoValue } from './logo-field';

type PriceListRow = { key: number; name: string; url: string };

export type SellerFormValues = {
  name: string;
  company: string;
  make_id: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  website: string;
  logo: LogoValue;
  price_lists: PriceListRow[];
  /** One address per line (commas and semicolons also separate). */
  lead_emails: string;
  monthly_summary: boolean;
};

/** The typed lead addresses as a list: blank lines dropped, each checked by the schema on its own. */
export const leadEmailsOf = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((address) => address.trim())
    .filter((address) => address !== '');

let rowKey = 0;
export const nextPriceListKey = () => {
  rowKey += 1;
  return rowKey;
};

/** The form's values for a seller as loaded, or empty for a new one. */
export function formValuesOf(seller: SellerJson | undefined): SellerFormValues {
  return {
    name: seller?.name ?? '',
    company: seller?.company ?? '',
    make_id: seller?.make_id ?? '',
    email: seller?.email ?? '',
    phone: seller?.phone ?? '',
    address: seller?.address ?? '',
    country: seller?.country ?? 'Danmark',
    website: seller?.website ?? '',
    logo:
      seller?.logo_file_id && seller.logo_url ? { file_id: seller.logo_file_id, url: seller.logo_url } : null,
    price_lists: (seller?.price_lists ?? []).map((link) => ({ key: nextPriceListKey(), ...link })),
    lead_emails: (seller?.lead_emails ?? []).join('\n'),
    monthly_summary: seller?.monthly_summary ?? true,
  };
}

/** What the form sends: the schema's input, without the rows' keys and the logo's address. */
export function toInput(values: SellerFormValues): SellerInput {
  return {
    name: values.name,
    company: values.company,
    make_id: values.make_id,
    email: values.email,
    phone: values.phone,
    address: values.address,
    country: values.country,
    website: values.website,
    logo_file_id: values.logo?.file_id ?? null,
    price_lists: values.price_lists.map(({ name, url }) => ({ name, url })),
    lead_emails: leadEmailsOf(values.lead_emails),
    monthly_summary: values.monthly_summary,
  };
}

export type SellerFormApi = ReturnType<typeof useAdminForm<SellerFormValues, unknown, SellerJson>>['form'];
