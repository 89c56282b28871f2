import { createFileRoute } from '@tanstack/react-router';
import { parse } from 'zod/mini';
import { type MakesSearch, makesSearchSchema } from '../../../domain/catalog/makes-search-params';
import { MakesPage } from '../../features/admin/makes/makes-page';

export const Route = createFileRoute('/admin/makes')({
  validateSearch: (raw: Record<string, unknown>): MakesSearch => parse(makesSearchSchema, raw),
  component: MakesPage,
});
