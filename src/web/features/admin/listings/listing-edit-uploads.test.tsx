import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminListingDetail, ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import type {
  AdminListingImage,
  UploadedListingImage,
} from '../../../../domain/images/listing-image-api-types';
import {
  fakeApi,
  jsonResponse,
  renderAdminPage,
  SLOW,
  testQueryClient,
} from '../../../test-support/render-admin-page';
import { auditAnswer } from '../audit-log/audit-test-data';
import { ListingFormPage } from './listing-form-page';
import { listingQueries } from './listings-api';

const LISTING = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0010';
const reference: ListingReferenceData = {
  makes: [{ id: 'toyota', name: 'Toyota', models: [{ id: 'aygo', name: 'Aygo X', aliases: [] }] }],
  sellers: [{ id: 'nordbil', name: 'Nordbil A/S', make_id: null }],
  body_types: [],
  fuel_types: [],
  transmissions: [],
  drive_types: [],
};
const detail = {
  id: LISTING,
  make_id: 'toyota',
  make_name: 'Toyota',
  model_id: 'aygo',
  model_name: 'Aygo X',
  variant: 'Active',
  seller_id: 'nordbil',
  status: 'pending',
  offers: [],
  price_list_conditions: {},
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  version: 3,
} as unknown as AdminListingDetail;

const image: AdminListingImage = {
  id: 'img-1',
  position: 0,
  url: '/files/a.png',
  card_url: '/files/a.png',
  detail_url: '/files/a.png',
  content_type: 'image/png',
  size: 2048,
  background_removal: null,
};

/** XMLHttpRequest (uploadForm's transport) that holds each upload until the test answers it. */
class HeldUpload {
  static held: HeldUpload[] = [];
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  status = 0;
  responseText = '';
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    HeldUpload.held.push(this);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const png = () =>
  new File(
    [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3])],
    'front.png',
    {
      type: 'image/png',
    },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  HeldUpload.held = [];
});

describe("a saved listing's edit page with image uploads under way", () => {
  it('asks before leaving while an upload runs, and leaves without asking once it is done', async () => {
    vi.stubGlobal('XMLHttpRequest', HeldUpload);
    let uploaded = false;
    fakeApi(({ url }) => {
      if (url.includes('/listing-images/')) return jsonResponse({ images: uploaded ? [image] : [], max: 10 });
      if (url.includes('/remembered')) return jsonResponse({ retail_price: null, body_type: null });
      if (url.includes('/audit-log')) return auditAnswer([]);
      return jsonResponse(detail);
    });
    const router = renderAdminPage(
      `/admin/listings/edit/${LISTING}`,
      {
        '/admin/listings/edit/$id': () => <ListingFormPage id={LISTING} />,
        '/admin/listings': () => <p>Annoncer</p>,
      },
      testQueryClient([
        [listingQueries.reference().queryKey, reference],
        [listingQueries.detail(LISTING).queryKey, detail],
      ]),
    );
    const user = userEvent.setup();
    const images = await screen.findByRole('region', { name: 'Billeder til annoncen' }, SLOW);
    await screen.findByText('Billeder (0/10)', undefined, SLOW);

    await user.upload(images.querySelector('input[type="file"]') as HTMLInputElement, png());
    await waitFor(() => expect(HeldUpload.held).toHaveLength(1), SLOW);
    await user.click(screen.getByRole('link', { name: 'Alle annoncer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forlad siden uden at gemme?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(router.state.location.pathname).toBe(`/admin/listings/edit/${LISTING}`);

    uploaded = true;
    HeldUpload.held[0]?.answer(201, {
      ...image,
      listing_version: { previous_version: 3, version: 4 },
    } satisfies UploadedListingImage);
    await screen.findByText('Billeder (1/10)', undefined, SLOW);
    await waitFor(() => expect(screen.queryByLabelText('Upload af front.png')).toBeNull());
    await user.click(screen.getByRole('link', { name: 'Alle annoncer' }));
    await screen.findByText('Annoncer');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
