import { Navigate, useLocation, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth/auth-context';
import { LoginForm } from '@/features/auth/components/login-form';
import { LoginHero } from '@/features/auth/components/login-hero';
import { redirectTarget } from '@/features/auth/components/redirect-target';
import { hasPortal } from '@/features/auth/types';

/** /login: marketing panel and the sign-in card; signed-in visitors go straight to their portal. */
export default function LoginRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: unknown } | null)?.from;

  if (user && hasPortal(user.role)) return <Navigate to={redirectTarget(user.role, from)} replace />;

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <title>Sign in · MS Portal</title>
      <LoginHero />
      <main id="main-content" className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <Card className="gap-6 shadow-lg shadow-indigo-950/5">
            <CardHeader className="gap-2">
              <CardTitle as="h1" className="text-2xl">
                Welcome back
              </CardTitle>
              <CardDescription>Sign in to your account to continue.</CardDescription>
            </CardHeader>
            <CardContent>
              <LoginForm
                onSuccess={(signedIn) => navigate(redirectTarget(signedIn.role, from), { replace: true })}
              />
            </CardContent>
          </Card>
          <p className="mt-6 text-center text-muted-foreground text-xs">
            Need an account? Ask your store administrator to invite you.
          </p>
        </div>
      </main>
    </div>
  );
}
