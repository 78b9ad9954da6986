import { App } from 'antd';
import { useState } from 'react';
import { errorText } from './finance-api';

/**
 * One button's call to the server: `busy` while it runs; a failure becomes an error toast titled
 * `failureTitle` with the server's message (the spec's "Generation Failed", "Invoice Creation Failed"…).
 */
export function useAction(failureTitle: string) {
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notification.error({ message: failureTitle, description: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: (action: () => Promise<void>) => void run(action), notification };
}
