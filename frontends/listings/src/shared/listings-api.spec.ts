import { ApiError } from '@pennant/api-client';
import { listingsKey, setupMissing } from './listings-api';

describe('listings api', () => {
  it('keys a page of listings by its filter', () => {
    expect(listingsKey()).toBe('/api/listings');
    expect(listingsKey({ status: 'sold', page: 2, pageSize: 10 })).toBe(
      '/api/listings?status=sold&page=2&pageSize=10',
    );
  });

  it('reads each missing piece of the selling setup from a refused publish', () => {
    const refused = new ApiError(
      409,
      JSON.stringify({
        statusCode: 409,
        code: 'SELLING_SETUP_INCOMPLETE',
        message: 'Before publishing to eBay: Choose a return policy; Choose a payment policy.',
        errors: [
          { field: 'sellingSetup', message: 'Choose a return policy' },
          { field: 'sellingSetup', message: 'Choose a payment policy' },
        ],
      }),
      'Conflict',
    );
    expect(setupMissing(refused)).toEqual(['Choose a return policy', 'Choose a payment policy']);
    expect(setupMissing(new ApiError(409, '{"code":"LISTING_LIVE"}', 'Conflict'))).toBeNull();
    expect(setupMissing(new Error('offline'))).toBeNull();
  });
});
