import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { takeReturnTo } from '@pennant/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { EBAY_ACCOUNT_KEY } from '../../shared/listings-api';
import { CURRENT_USER_KEY } from './service';

export const EBAY_CONNECTED_PARAM = 'ebay_connected';
export const USERNAME_PARAM = 'username';
const REASON_PARAM = 'reason';

/** Consent came from another eBay account than the one this Pennant account was made with. */
export function otherAccountText(username: string): string {
  return (
    `You signed in on eBay as ${username}, which is not the eBay account of this Pennant account: nothing was ` +
    `changed. Connect again and sign in on eBay with your own account; to use ${username}, log out of Pennant ` +
    'and log in with eBay as it.'
  );
}

/**
 * The return from the eBay connect flow (`?ebay_connected=success|error|cancelled&username=...`):
 * refresh the account on success, tell the dealer, then take the parameters out of the address.
 */
export function useEbayConnectionResult(): void {
  const [params, setParams] = useSearchParams();
  const { notification } = App.useApp();
  const { mutate } = useSWRConfig();
  const handled = useRef(false);
  const navigate = useNavigate();

  useEffect(() => {
    const outcome = params.get(EBAY_CONNECTED_PARAM);
    if (outcome === null || handled.current) return;
    handled.current = true;
    const username = params.get(USERNAME_PARAM)?.trim();

    if (outcome === 'success') {
      void mutate(EBAY_ACCOUNT_KEY);
      void mutate(CURRENT_USER_KEY);
      notification.success({
        message: 'eBay Connected Successfully',
        description: username
          ? `Your eBay account ${username} is now connected to Pennant.`
          : 'Your eBay account is now connected to Pennant.',
      });
    } else if (outcome === 'error') {
      notification.error({
        message: 'eBay Connection Failed',
        description:
          params.get(REASON_PARAM) === 'other_account' && username
            ? otherAccountText(username)
            : 'There was an error connecting your eBay account. Please try again.',
        duration: 0,
      });
    } else {
      notification.info({
        message: 'eBay Connection Cancelled',
        description: 'No problem: you can connect your eBay account any time from Settings.',
      });
    }

    // Connected from another page (Settings, the header): back to it; the toast goes along.
    const returnTo = takeReturnTo();
    if (outcome === 'success' && returnTo) {
      navigate(returnTo, { replace: true });
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(EBAY_CONNECTED_PARAM);
    next.delete(USERNAME_PARAM);
    next.delete(REASON_PARAM);
    setParams(next, { replace: true });
  }, [params, setParams, mutate, notification, navigate]);
}
