import { Route, Routes } from 'react-router';
import BillingPage from './pages/billing';
import InvoicePage from './pages/invoice';
import NotFoundPage from './pages/not-found';
import SalesPage from './pages/sales';

/**
 * The finance remote's routes, exposed as `finance/routes`. The shell mounts this component at
 * "/" (a splat route), so paths here are the full addresses.
 */
export default function FinanceRoutes() {
  return (
    <Routes>
      <Route path="sales" element={<SalesPage />} />
      <Route path="billing" element={<BillingPage />} />
      <Route path="billing/invoices/:id" element={<InvoicePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
