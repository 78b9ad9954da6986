import { Route, Routes } from 'react-router';
import CardsPage from './pages/cards';
import NotFoundPage from './pages/not-found';
import ReviewPage from './pages/review';
import UploadPage from './pages/upload';

/**
 * The intake remote's routes, exposed as `intake/routes`. The shell mounts this component under a
 * splat route at "/", so paths here are the full addresses.
 */
export default function IntakeRoutes() {
  return (
    <Routes>
      <Route path="upload" element={<UploadPage />} />
      <Route path="cards" element={<CardsPage />} />
      <Route path="review" element={<ReviewPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
