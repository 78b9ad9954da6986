import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from './api-provider';
import { isTouchScreen } from '@pennant/ui';
import { themeFor } from './theme';

/** Toasts follow the spec: one at a time, shown for 5 seconds. */
const TOAST_CONFIG = { maxCount: 1, duration: 5 } as const;

/** antd theme and toasts, then SWR, once for the shell and every remote it mounts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [theme] = useState(() => themeFor(isTouchScreen()));
  return (
    <ConfigProvider theme={theme} locale={enUS}>
      <AntApp notification={TOAST_CONFIG} message={TOAST_CONFIG}>
        <ApiProvider>{children}</ApiProvider>
      </AntApp>
    </ConfigProvider>
  );
}
