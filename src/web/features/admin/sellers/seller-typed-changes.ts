import type { SellerOptionsJson } from '../../../../domain/admin/seller-api-types';
import type { SellerInput } from '../../../../domain/admin/seller-schema';
import type { TypedChange } from '../shared/stale-version-notice';

const labels = {
  name: 'Navn',
  company: 'Virksomhed',
  make_id: 'Bilmærke (specialisering)',
  email: 'E-mail',
  phone: 'Telefon',
  address: 'Adresse',
  country: 'Land',
  website: 'Hjemmeside',
} as const satisfies Partial<Record<keyof SellerInput, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What the admin typed that differs from the seller as loaded, field label → typed value: kept beside
 * a refused save (ADR 037) so nothing typed is lost on reload.
 */
export function typedSellerChanges(
  typed: SellerInput,
  loaded: SellerInput,
  options: SellerOptionsJson | undefined,
): TypedChange[] {
  const changes: TypedChange[] = (Object.keys(labels) as (keyof typeof labels)[])
    .filter((field) => text(typed[field]) !== text(loaded[field]))
    .map((field) => {
      const value = text(typed[field]);
      const shown =
        field === 'make_id'
          ? (options?.makes.find((make) => make.id === value)?.name ?? 'Alle mærker')
          : value;
      return { label: labels[field], value: shown };
    });
  if ((typed.logo_file_id ?? null) !== (loaded.logo_file_id ?? null)) {
    changes.push({ label: 'Logo', value: typed.logo_file_id ? 'Nyt logo' : 'Logo fjernet' });
  }
  const lists = (input: SellerInput) =>
    // The form always sends its rows as name/url pairs (seller-form.tsx toInput).
    ((input.price_lists ?? []) as { name: string; url: string }[])
      .map((link) => `${link.name}: ${link.url}`)
      .join('\n');
  if (lists(typed) !== lists(loaded)) changes.push({ label: 'Prislister', value: lists(typed) });
  const leads = (input: SellerInput) => ((input.lead_emails ?? []) as string[]).join('\n');
  if (leads(typed) !== leads(loaded)) changes.push({ label: 'E-mail til henvendelser', value: leads(typed) });
  if ((typed.monthly_summary ?? true) !== (loaded.monthly_summary ?? true)) {
    changes.push({ label: 'Send månedlig oversigt', value: typed.monthly_summary === false ? 'Nej' : 'Ja' });
  }
  return changes;
}
