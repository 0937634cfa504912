import { Navigate, useLocation, useNavigate } from 'react-router';
import { liteClasses } from '@/components/ui/lite';
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
          <div data-slot="card" className={liteClasses.cardRaised}>
            <div data-slot="card-header" className={liteClasses.cardHeaderTight}>
              <h1 data-slot="card-title" className={liteClasses.cardTitleLarge}>
                Welcome back
              </h1>
              <p data-slot="card-description" className={liteClasses.cardDescription}>
                Sign in to your account to continue.
              </p>
            </div>
            <div data-slot="card-content" className={liteClasses.cardContent}>
              <LoginForm
                onSuccess={(signedIn) => navigate(redirectTarget(signedIn.role, from), { replace: true })}
              />
            </div>
          </div>
          <p className="mt-6 text-center text-muted-foreground text-xs">
            Need an account? Ask your store administrator to invite you.
          </p>
        </div>
      </main>
    </div>
  );
}
