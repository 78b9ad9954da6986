import { Alert, Button } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { EBAY_AUTH_PARAMS, greeting, parseEbayAuthResult } from './ebay-auth-result';

export { EBAY_AUTH_PARAM, EBAY_AUTH_USERNAME_PARAM } from './ebay-auth-result';

const PRODUCT_NAME = 'Pennant';
const SIGN_IN_URL = '/api/login';

function readEbayAuthResult() {
  if (typeof window === 'undefined') return null;
  return parseEbayAuthResult(window.location.search);
}

/** Removes the sign-in result from the address without a reload, keeping the router's state. */
function clearEbayAuthParams(): void {
  const url = new URL(window.location.href);
  for (const param of EBAY_AUTH_PARAMS) url.searchParams.delete(param);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export interface EbayAuthBannerProps {
  /** Extra content under the message, e.g. a call to action. */
  extra?: ReactNode;
}

/**
 * The outcome of "Login with eBay" (`?ebay_auth=success|cancelled|error&...`): read once from the
 * address, shown as a banner, then removed from the address. A failed sign-in says why and offers
 * to try again. Renders nothing without the parameter.
 */
export function EbayAuthBanner({ extra }: EbayAuthBannerProps) {
  const [result] = useState(readEbayAuthResult);

  useEffect(() => {
    if (result) clearEbayAuthParams();
  }, [result]);

  if (!result) return null;

  if (result.outcome === 'success') {
    const welcome = greeting(result);
    return (
      <Alert
        type="success"
        showIcon
        closable
        style={{ marginBottom: 16 }}
        message="eBay Connected Successfully!"
        description={
          <>
            {welcome && <div>{welcome}</div>}
            <div>
              Your eBay account is now connected to {PRODUCT_NAME}. You can start automating your
              listings immediately.
            </div>
            {extra}
          </>
        }
      />
    );
  }

  if (result.outcome === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        message="eBay Sign-in Failed"
        description={
          <>
            <div>{result.problem} Nothing was changed; please try again.</div>
            <Button type="primary" href={SIGN_IN_URL} style={{ marginTop: 8 }}>
              Try again
            </Button>
          </>
        }
      />
    );
  }

  return (
    <Alert
      type="warning"
      showIcon
      closable
      style={{ marginBottom: 16 }}
      message="eBay Connection Cancelled"
      description={
        <>
          <div>
            No worries! You can connect your eBay account anytime to start automating your listings.
          </div>
          {extra}
        </>
      }
    />
  );
}
