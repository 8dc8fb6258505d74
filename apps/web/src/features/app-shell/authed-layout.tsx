import { Navigate, Outlet } from '@tanstack/react-router';
import { useAuth } from '../../lib/auth.ts';
import { AppPageSkeleton } from './app-page-skeleton.tsx';

/**
 * The guard's render half (the route's beforeLoad is the other): while auth loads it shows a skeleton; when the
 * user is signed out, or signs out in another tab while a page is open, it sends them to the landing page.
 */
export function AuthedLayout() {
  const auth = useAuth();
  if (auth.status === 'loading') return <AppPageSkeleton />;
  if (auth.status === 'unauthenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}
