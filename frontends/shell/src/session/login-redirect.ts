import { rememberReturnTo } from '@pennant/ui';
import { App } from 'antd';
import { useCallback } from 'react';

export const LOGIN_URL = '/api/login';
export const LOGIN_REDIRECT_DELAY_MS = 500;

let redirectScheduled = false;

/**
 * Returns a function that tells the dealer their session ended and sends them to sign in after
 * 500 ms (spec section 6). However often it is called, the toast and the redirect happen once.
 */
export function useLoginRedirect(): () => void {
  const { notification } = App.useApp();
  return useCallback(() => {
    if (redirectScheduled) return;
    redirectScheduled = true;
    notification.error({
      message: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
    window.setTimeout(() => {
      rememberReturnTo();
      window.location.href = LOGIN_URL;
    }, LOGIN_REDIRECT_DELAY_MS);
  }, [notification]);
}
