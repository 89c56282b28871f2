import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';

export function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{title}</h2>
        {description ? <p className="text-sm text-zinc-600">{description}</p> : null}
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Card>
  );
}
