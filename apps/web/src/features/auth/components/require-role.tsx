import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/lite';
import { useAuth } from '../auth-context';

/**
 * Spec section 2 guard: the portal shows only to a signed-in user whose role matches exactly;
 * anyone else goes to /login (after Logout too). The attempted address travels along so sign-in
 * can return to it, unless the user has just signed out on purpose.
 */
export function RequireRole({ requiredRole }: { requiredRole: string }) {
  const { user, isLoading, signedOutByUser } = useAuth();
  const location = useLocation();
  if (isLoading) return <LoadingScreen text="Loading..." />;
  if (!user || user.role !== requiredRole) {
    const from = signedOutByUser && !user ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={from ? { from } : undefined} />;
  }
  return <Outlet />;
}
