import { returnPath } from './return-to';

describe('the page to come back to after sign-in', () => {
  it('is a page of this site with its query', () => {
    expect(returnPath('/review')).toBe('/review');
    expect(returnPath('/cards?status=approved')).toBe('/cards?status=approved');
  });

  it('is never another site, the API or the home page', () => {
    expect(returnPath('//evil.example/review')).toBeNull();
    expect(returnPath('/\\evil.example')).toBeNull();
    expect(returnPath('https://evil.example')).toBeNull();
    expect(returnPath('/api/login')).toBeNull();
    expect(returnPath('/')).toBeNull();
    expect(returnPath('/?ebay_auth=success')).toBeNull();
  });
});
