import { describe, expectTypeOf, it } from 'vitest';
import type { SellerJson } from '../../domain/admin/seller-api-types';
import type { SellerExport } from '../../domain/admin/seller-export';
import type { SellerInput } from '../../domain/admin/seller-schema';
import { adminExtractionApi } from '../../domain/api/admin-extraction-api';
import { adminListingImagesApi } from '../../domain/api/admin-listing-images-api';
import { adminReportsApi } from '../../domain/api/admin-reports-api';
import { adminSellersApi } from '../../domain/api/admin-sellers-api';
import type { AuthSession, authApi } from '../../domain/api/auth-api';
import type {
  ApiErrorBody,
  CallArgs,
  DownloadContent,
  FieldIssue,
  PathParams,
  ResponseOf,
} from '../../domain/api/endpoint';
import { eventsApi } from '../../domain/api/events-api';
import { publicApi } from '../../domain/api/public-api';
import type { ListingDetail, ListingFilters } from '../../domain/listings/listing-api-types';
import type { apiCall } from './api-client';

// Type-level: `tsc` (npm run typecheck) fails if the contract stops inferring these types, and each
// expected error below fails it if the wrong call it marks starts to compile.
type Call = typeof apiCall;

describe('the API contract types a call from its endpoint', () => {
  it('reads path parameters from the path', () => {
    type Params = PathParams<'/api/admin/sellers/:sellerId/layout-templates/:id/deactivate'>;
    expectTypeOf<keyof Params>().toEqualTypeOf<'sellerId' | 'id'>();
    expectTypeOf<Params['id']>().toEqualTypeOf<string>();
    expectTypeOf<keyof PathParams<'/api/filters'>>().toEqualTypeOf<never>();
  });

  it('infers the answer without a type argument', () => {
    expectTypeOf<ReturnType<typeof apiCall<typeof publicApi.filters>>>().toEqualTypeOf<
      Promise<ListingFilters>
    >();
    expectTypeOf<ResponseOf<typeof publicApi.listingDetail>>().toEqualTypeOf<ListingDetail>();
    expectTypeOf<ResponseOf<typeof authApi.session>>().toEqualTypeOf<AuthSession | null>();
  });

  it('asks for the path parameters and search the endpoint declares', () => {
    expectTypeOf<CallArgs<typeof publicApi.listingDetail>>().toExtend<{
      params: { id: string };
      search: URLSearchParams;
    }>();
    const call = (() => Promise.resolve()) as unknown as Call;
    const search = new URLSearchParams();
    void call(publicApi.listingDetail, { params: { id: 'x' }, search });
    void call(publicApi.filters);
    // @ts-expect-error the detail needs its id
    void call(publicApi.listingDetail, { search });
    // @ts-expect-error the path has no parameter named listingId
    void call(publicApi.listingDetail, { params: { listingId: 'x' }, search });
    // @ts-expect-error an endpoint without a body takes none
    void call(publicApi.filters, { body: {} });
    // @ts-expect-error the collector takes { events }
    void call(eventsApi.collect, { body: { event: [] } });
  });

  it('types the admin endpoints the same way', () => {
    expectTypeOf<ResponseOf<typeof adminSellersApi.update>>().toEqualTypeOf<SellerJson>();
    expectTypeOf<CallArgs<typeof adminSellersApi.update>>().toExtend<{
      params: { id: string };
      body: SellerInput & { expectedVersion: number };
    }>();
    expectTypeOf<ResponseOf<typeof adminSellersApi.remove>>().toEqualTypeOf<undefined>();
    const call = (() => Promise.resolve()) as unknown as Call;
    const seller = {} as SellerInput;
    void call(adminListingImagesApi.remove, { params: { listingId: 'l', imageId: 'i' } });
    void call(adminExtractionApi.sessionLog, { params: { id: 's' }, search: { after: 0 } });
    void call(adminSellersApi.remove, { params: { id: 's' } });
    // @ts-expect-error an image is removed by listing and image id
    void call(adminListingImagesApi.remove, { params: { listingId: 'l' } });
    // @ts-expect-error a seller is saved with the version the form loaded
    void call(adminSellersApi.update, { params: { id: 's' }, body: seller });
    // @ts-expect-error the log is read after a line id, a number
    void call(adminExtractionApi.sessionLog, { params: { id: 's' }, search: { after: 'x' } });
    void call(adminReportsApi.dashboard, {});
    // @ts-expect-error the dashboard takes no path parameters
    void call(adminReportsApi.dashboard, { params: { id: 's' } });
  });

  it('describes the error body, with the details a code carries', () => {
    expectTypeOf<ApiErrorBody['code']>().toEqualTypeOf<import('../../domain/errors/error-codes').ErrorCode>();
    expectTypeOf<ApiErrorBody<'SELLER_HAS_LISTINGS'>['listing_count']>().toEqualTypeOf<number>();
    expectTypeOf<ApiErrorBody<'session_not_active'>>().toEqualTypeOf<
      { error: string; code: 'session_not_active' } & { issues?: FieldIssue[] }
    >();
    // @ts-expect-error a detail the code does not carry
    expectTypeOf<ApiErrorBody<'NOT_FOUND'>['listing_count']>();
  });

  it('types a file download by what the file holds', () => {
    type Export = ResponseOf<typeof adminSellersApi.exportListings>;
    expectTypeOf<DownloadContent<Export>>().toEqualTypeOf<SellerExport>();
    expectTypeOf<
      DownloadContent<ResponseOf<typeof adminExtractionApi.sessionSource>>
    >().toEqualTypeOf<Blob>();
    // @ts-expect-error a download is not the JSON it holds
    expectTypeOf<Export['cars']>();
  });
});
