import { Mail } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { controlClass, Field, Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { textLinkClass } from '../components/cta-panel';
import { contactEmail, contactMailto } from '../lib/contact';
import { type AdvertisingEnquiry, enquiryMailto } from './contact-mail';
import { ADVERTISING_PACKAGES } from './packages';

const PACKAGE_OPTIONS = ADVERTISING_PACKAGES.map((pack) => ({ value: pack.name, label: pack.name }));

export function ContactForm({
  enquiry,
  onChange,
}: {
  enquiry: AdvertisingEnquiry;
  onChange: (enquiry: AdvertisingEnquiry) => void;
}) {
  const set = (key: keyof AdvertisingEnquiry) => (event: { target: { value: string } }) =>
    onChange({ ...enquiry, [key]: event.target.value });

  return (
    // No backend: the fields only compose the e-mail that the link below opens.
    <form onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-2">
      <Field label="Firma">
        {(props) => (
          <Input {...props} autoComplete="organization" value={enquiry.company} onChange={set('company')} />
        )}
      </Field>
      <Field label="Dit navn">
        {(props) => <Input {...props} autoComplete="name" value={enquiry.name} onChange={set('name')} />}
      </Field>
      <Field label="Telefon (valgfrit)">
        {(props) => (
          <Input {...props} type="tel" autoComplete="tel" value={enquiry.phone} onChange={set('phone')} />
        )}
      </Field>
      <Field label="Pakke">
        {(props) => (
          <Select
            {...props}
            placeholder="Ved ikke endnu"
            options={PACKAGE_OPTIONS}
            value={enquiry.packageName}
            onChange={set('packageName')}
          />
        )}
      </Field>
      <Field label="Besked" className="sm:col-span-2">
        {(props) => (
          <textarea
            {...props}
            rows={4}
            className={`${controlClass} py-3`}
            placeholder="Fortæl gerne, hvor mange biler I har, og hvilke mærker I forhandler."
            value={enquiry.message}
            onChange={set('message')}
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
        <a href={enquiryMailto(enquiry)} className={`${buttonClass('primary')} shrink-0`}>
          <Mail aria-hidden="true" className="size-4" />
          Skriv e-mail til os
        </a>
        <p className="text-sm text-zinc-600">
          Knappen åbner dit e-mailprogram med beskeden udfyldt. Du kan også skrive direkte til{' '}
          <a href={contactMailto()} className={textLinkClass}>
            {contactEmail()}
          </a>
          .
        </p>
      </div>
    </form>
  );
}
