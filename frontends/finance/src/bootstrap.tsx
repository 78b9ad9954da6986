// Standalone page for the dev server only (port 4203): the remote's routes with the providers the
// shell normally gives them. In production the shell loads ./routes through the manifest instead.
import 'antd/dist/reset.css';
import { swrDefaults } from '@pennant/api-client';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SWRConfig } from 'swr';
import FinanceRoutes from './remote-entry';

const container = document.getElementById('root');
if (!container) throw new Error('finance: #root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <ConfigProvider locale={enUS}>
      <AntApp notification={{ maxCount: 1, duration: 5 }} message={{ maxCount: 1, duration: 5 }}>
        <SWRConfig value={swrDefaults}>
          <BrowserRouter>
            <div style={{ maxWidth: 1320, margin: '0 auto', padding: 24 }}>
              <FinanceRoutes />
            </div>
          </BrowserRouter>
        </SWRConfig>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
