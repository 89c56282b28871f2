import { createFileRoute } from '@tanstack/react-router';
import { makesSearchSchema } from '../../../domain/catalog/makes-search-params';
import { MakesPage } from '../../features/admin/makes/makes-page';

export const Route = createFileRoute('/admin/makes')({
  validateSearch: makesSearchSchema,
  component: MakesPage,
});
