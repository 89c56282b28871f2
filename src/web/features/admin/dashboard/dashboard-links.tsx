import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AdminListingQuality, AdminListingsSearch } from '../../../../domain/admin/admin-search-params';

/** A link to the listings list (built by the listings area) with the given filters and nothing else. */
type ListingsLinkSearch = {
  search: string | undefined;
  status: AdminListingsSearch['status'];
  seller_id: string | undefined;
  quality: AdminListingQuality | undefined;
  page: number | undefined;
};
export const listingsSearch = (filters: Partial<AdminListingsSearch>): ListingsLinkSearch => ({
  search: undefined,
  status: undefined,
  seller_id: undefined,
  quality: undefined,
  page: undefined,
  ...filters,
});

/** A data-quality card's link to the full list of listings with that problem. */
export const qualityLink =
  (quality: AdminListingQuality) =>
  (children: ReactNode, className: string): ReactNode => (
    <Link to="/admin/listings" search={listingsSearch({ quality })} className={className}>
      {children}
    </Link>
  );

/** The dashboard's text links, inline or beside a heading. */
export const textLink = 'text-sm font-medium text-brand-800 underline-offset-2 hover:underline';
