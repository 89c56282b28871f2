import { createFileRoute } from '@tanstack/react-router';
import { EnquiryDetailPage } from '../../../features/admin/enquiries/enquiry-detail-page';

export const Route = createFileRoute('/admin/henvendelser/$id')({
  component: EnquiryDetailPage,
});
