import { Route, Routes } from 'react-router';
import DashboardPage from './pages/dashboard';
import NotFoundPage from './pages/not-found';
import PreparePage from './pages/prepare';

/**
 * The listings remote's routes, exposed as `listings/routes`. The shell mounts this component at
 * "/" (a splat route), so paths here are the full addresses: the dashboard answers both the index
 * route and /dashboard; /prepare is listing preparation.
 */
export default function ListingsRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="prepare" element={<PreparePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
