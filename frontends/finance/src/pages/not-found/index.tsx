import { NotFoundResult } from '@pennant/ui';
import { useNavigate } from 'react-router';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFoundResult onHome={() => navigate('/')} />;
}
