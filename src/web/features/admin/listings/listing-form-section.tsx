import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';

/** A titled card of the listing form; its heading labels the section. */
export function ListingFormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-zæøå]+/g, '-')}`;
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <h2 id={id} className="font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-zinc-600">{description}</p> : null}
        </CardHeader>
        <CardBody>{children}</CardBody>
      </section>
    </Card>
  );
}
