import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from './api-provider';
import { isTouchScreen } from '@pennant/ui';
import { themeFor } from './theme';

/** Toasts follow the spec: one at a time, shown for 5 seconds. */
const TOAST_CONFIG = { maxCount: 1, duration: 5 } as const;

const TOAST_REGION_ID = 'pennant-toasts';

/**
 * Where short messages ("Card Approved", "Update Failed: ...") are drawn: a live region, so a screen reader reads
 * each as it appears (antd's notifications announce themselves; its messages do not).
 */
function toastRegion(): HTMLElement {
  const existing = document.getElementById(TOAST_REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = TOAST_REGION_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.appendChild(region);
  return region;
}

const MESSAGE_CONFIG = { ...TOAST_CONFIG, getContainer: toastRegion };

/** antd theme and toasts, then SWR, once for the shell and every remote it mounts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [theme] = useState(() => themeFor(isTouchScreen()));
  return (
    <ConfigProvider theme={theme} locale={enUS}>
      <AntApp notification={TOAST_CONFIG} message={MESSAGE_CONFIG}>
        <ApiProvider>{children}</ApiProvider>
      </AntApp>
    </ConfigProvider>
  );
}
