import { createFileRoute } from '@tanstack/react-router';
import { ToyotaPdfPage } from '../../features/admin/ingestion/toyota/toyota-pdf-page';

export const Route = createFileRoute('/admin/toyota-pdf')({
  component: ToyotaPdfPage,
});
