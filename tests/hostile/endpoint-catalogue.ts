/**
 * Every API endpoint a visitor or an administrator can reach (src/server/app.ts and src/server/routes/**),
 * with the query keys and body fields it knows so the fuzzer mixes right names with wrong values.
 * `:id`-style segments are replaced by hostile path segments (or real ids).
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: readonly string[];
  body?: readonly string[];
};

const LISTING_SEARCH_KEYS = [
  'q',
  'makes',
  'models',
  'body_type',
  'fuel_type',
  'transmission',
  'price_min',
  'price_max',
  'horsepower_min',
  'horsepower_max',
  'seats_min',
  'seats_max',
  'km',
  'mdr',
  'udb',
  'sort',
  'page',
  'limit',
  'view',
  'showFilters',
] as const;
const DETAIL_KEYS = [
  'km',
  'mdr',
  'udb',
  'limit',
  'selectedMileage',
  'selectedTerm',
  'selectedDeposit',
] as const;

export const PUBLIC_ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/listings', query: LISTING_SEARCH_KEYS },
  { method: 'GET', path: '/api/listings/:id', query: DETAIL_KEYS },
  { method: 'GET', path: '/api/listings/:id/similar', query: DETAIL_KEYS },
  { method: 'GET', path: '/api/filters', query: LISTING_SEARCH_KEYS },
  { method: 'GET', path: '/api/files/:sha256' },
  { method: 'POST', path: '/api/events', body: ['events', 'type', 'session_id', 'occurred_at', 'path'] },
  { method: 'GET', path: '/api/:unknown' },
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/sitemap.xml' },
];

const LISTING_FIELDS = [
  'seller_id',
  'make_id',
  'model_name',
  'variant',
  'year',
  'body_type',
  'fuel_type',
  'transmission',
  'drive_type',
  'horsepower',
  'seats',
  'doors',
  'wltp_km',
  'retail_price',
  'description',
  'external_url',
  'status',
  'offers',
  'monthly_price',
  'first_payment',
  'period_months',
  'mileage_per_year',
] as const;
const SELLER_FIELDS = [
  'name',
  'company',
  'email',
  'phone',
  'address',
  'country',
  'website',
  'url',
  'logo_file_id',
  'price_lists',
] as const;
const SETTINGS_FIELDS = [
  'contactEmail',
  'productionHosts',
  'mileage',
  'term',
  'deposit',
  'baseUrl',
  'model',
  'firstPartyEnabled',
  'mixpanelToken',
  'values',
] as const;

/** Everything under /api/admin (admin-routes.ts), mounted behind requireAdmin. */
export const ADMIN_ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/admin/me' },
  { method: 'GET', path: '/api/admin/dashboard' },
  { method: 'GET', path: '/api/admin/analytics', query: ['from', 'to'] },
  { method: 'GET', path: '/api/admin/audit-log', query: ['entity', 'entity_id', 'page', 'action'] },
  { method: 'GET', path: '/api/admin/settings' },
  { method: 'PUT', path: '/api/admin/settings/:section', body: [...SETTINGS_FIELDS, 'expectedVersion'] },
  { method: 'GET', path: '/api/admin/users' },
  { method: 'POST', path: '/api/admin/users', body: ['email', 'name', 'password', 'admin'] },
  { method: 'PATCH', path: '/api/admin/users/:id', body: ['admin', 'disabled', 'expectedVersion'] },
  {
    method: 'GET',
    path: '/api/admin/listings',
    query: [
      'search',
      'status',
      'seller',
      'seller_id',
      'quality',
      'page',
      'limit',
      'missing_images',
      'missing_offers',
      'missing_price',
    ],
  },
  { method: 'GET', path: '/api/admin/listings/reference' },
  { method: 'POST', path: '/api/admin/listings/bulk', body: ['action', 'ids', 'status'] },
  { method: 'POST', path: '/api/admin/listings', body: LISTING_FIELDS },
  { method: 'GET', path: '/api/admin/listings/:id' },
  { method: 'PUT', path: '/api/admin/listings/:id', body: [...LISTING_FIELDS, 'expectedVersion'] },
  { method: 'POST', path: '/api/admin/listings/:id/duplicate' },
  { method: 'GET', path: '/api/admin/listing-images/:id' },
  { method: 'PUT', path: '/api/admin/listing-images/:id/order', body: ['imageIds'] },
  { method: 'DELETE', path: '/api/admin/listing-images/:id/:imageId' },
  { method: 'GET', path: '/api/admin/sellers', query: ['search', 'status', 'sort', 'page', 'limit'] },
  { method: 'GET', path: '/api/admin/sellers/options' },
  { method: 'POST', path: '/api/admin/sellers', body: SELLER_FIELDS },
  { method: 'GET', path: '/api/admin/sellers/:id' },
  { method: 'PUT', path: '/api/admin/sellers/:id', body: [...SELLER_FIELDS, 'expectedVersion'] },
  { method: 'DELETE', path: '/api/admin/sellers/:id', query: ['expectedVersion'] },
  {
    method: 'GET',
    path: '/api/admin/sellers/:id/listings',
    query: ['page', 'limit', 'search', 'status', 'sort'],
  },
  { method: 'GET', path: '/api/admin/sellers/:id/export' },
  {
    method: 'GET',
    path: '/api/admin/extraction-sessions',
    query: ['page', 'page_size', 'status', 'seller_id', 'search', 'scope'],
  },
  { method: 'GET', path: '/api/admin/extraction-sessions/:id' },
  { method: 'GET', path: '/api/admin/extraction-sessions/:id/log', query: ['after'] },
  { method: 'GET', path: '/api/admin/extraction-sessions/:id/source' },
  { method: 'POST', path: '/api/admin/extraction-sessions/:id/cancel' },
  { method: 'POST', path: '/api/admin/batches', body: ['session_ids'] },
  { method: 'GET', path: '/api/admin/batches/:id' },
  { method: 'POST', path: '/api/admin/batches/:id/review', body: ['change_ids', 'decision'] },
  {
    method: 'PUT',
    path: '/api/admin/batches/:id/changes/:changeId/car',
    body: ['car', 'make', 'model', 'variant', 'expectedVersion'],
  },
  {
    method: 'POST',
    path: '/api/admin/batches/:id/changes/:changeId/price-choice',
    body: ['offer', 'monthly_price', 'mileage_per_year', 'expectedVersion'],
  },
  { method: 'POST', path: '/api/admin/batches/:id/missing-models', body: ['make', 'model'] },
  { method: 'POST', path: '/api/admin/batches/:id/apply', body: ['expectedVersion'] },
  { method: 'GET', path: '/api/admin/:unknown' },
];

/** better-auth's endpoints under /api/auth that the site uses (sign-up is disabled). */
export const AUTH_ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/auth/get-session' },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: ['email', 'password', 'rememberMe', 'callbackURL'],
  },
  { method: 'POST', path: '/api/auth/sign-up/email', body: ['email', 'password', 'name'] },
  { method: 'POST', path: '/api/auth/sign-out' },
  { method: 'POST', path: '/api/auth/request-password-reset', body: ['email', 'redirectTo'] },
  { method: 'POST', path: '/api/auth/reset-password', body: ['newPassword', 'token'] },
  { method: 'POST', path: '/api/auth/two-factor/verify-totp', body: ['code', 'trustDevice'] },
  { method: 'POST', path: '/api/auth/change-password', body: ['currentPassword', 'newPassword'] },
  { method: 'GET', path: '/api/auth/:unknown' },
];
