import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { takeReturnTo } from '@pennant/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { EBAY_ACCOUNT_KEY } from '../../shared/listings-api';
import { CURRENT_USER_KEY } from './service';

export const EBAY_CONNECTED_PARAM = 'ebay_connected';
export const USERNAME_PARAM = 'username';

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
        description: 'There was an error connecting your eBay account. Please try again.',
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
    next.delete('reason');
    setParams(next, { replace: true });
  }, [params, setParams, mutate, notification, navigate]);
}
