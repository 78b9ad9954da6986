import { Alert } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

const PRODUCT_NAME = 'Pennant';
export const EBAY_AUTH_PARAM = 'ebay_auth';
export const EBAY_AUTH_USERNAME_PARAM = 'username';

interface EbayAuthResult {
  success: boolean;
  username: string | null;
}

function readEbayAuthResult(): EbayAuthResult | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  const outcome = params.get(EBAY_AUTH_PARAM);
  if (outcome === null) return null;
  const username = params.get(EBAY_AUTH_USERNAME_PARAM)?.trim();
  return { success: outcome === 'success', username: username ? username : null };
}

/** Removes the sign-in result from the address without a reload, keeping the router's state. */
function clearEbayAuthParams(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(EBAY_AUTH_PARAM);
  url.searchParams.delete(EBAY_AUTH_USERNAME_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export interface EbayAuthBannerProps {
  /** Extra content under the message, e.g. a call to action. */
  extra?: ReactNode;
}

/**
 * The outcome of "Login with eBay" (`?ebay_auth=success|...&username=...`): read once from the
 * address, shown as a banner, then removed from the address. Renders nothing without the parameter.
 */
export function EbayAuthBanner({ extra }: EbayAuthBannerProps) {
  const [result] = useState(readEbayAuthResult);

  useEffect(() => {
    if (result) clearEbayAuthParams();
  }, [result]);

  if (!result) return null;

  if (result.success) {
    return (
      <Alert
        type="success"
        showIcon
        closable
        style={{ marginBottom: 16 }}
        message="eBay Connected Successfully!"
        description={
          <>
            {result.username && <div>Welcome back, {result.username}!</div>}
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
