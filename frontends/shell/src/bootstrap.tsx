import 'antd/dist/reset.css';
import './app/accessibility.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { AppRoutes } from './app/app-routes';

const container = document.getElementById('root');
if (!container) throw new Error('Pennant: #root element missing from index.html');

// A data router, so a page with unsaved changes can hold the browser's Back and Forward (`useBlocker`). The
// shell's and the remotes' own routes stay declarative, under this one splat route.
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
