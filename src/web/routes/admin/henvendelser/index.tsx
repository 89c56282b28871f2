import { createFileRoute } from '@tanstack/react-router';
import { enquiryInboxSearchSchema } from '../../../../domain/admin/enquiry-inbox-search';
import { EnquiriesPage } from '../../../features/admin/enquiries/enquiries-page';

export const Route = createFileRoute('/admin/henvendelser/')({
  validateSearch: enquiryInboxSearchSchema,
  component: EnquiriesPage,
});
