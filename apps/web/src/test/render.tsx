import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { ACCOUNTS, makeToken } from './fixtures';

type ScreenOptions = {
  /** The address the screen opens at, e.g. '/store/cart' or '/store?q=battery'. */
  at: string;
  /** The route pattern the screen is declared under; defaults to the address's path. */
  route?: string;
  /** Who is signed in (a stored token, as after a real sign-in); nobody when left out. */
  as?: keyof typeof ACCOUNTS;
};

/** Any other address: the page the screen sent the user to, named so a test can see it. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <main>Now at {pathname}</main>;
}

/**
 * Renders one real screen as the app does: the auth provider, a query client configured like the
 * app's, the router (in memory) and the toasts. Retries keep the app's rules but wait no time.
 */
export function renderScreen(Screen: ComponentType, { at, route = at.split('?')[0], as }: ScreenOptions) {
  if (as) window.localStorage.setItem(TOKEN_STORAGE_KEY, makeToken(as));
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const router = createMemoryRouter(
    [
      { path: route, Component: Screen },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [at] },
  );
  const user = userEvent.setup();
  const view = render(
    <AuthProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <Toaster />
    </AuthProvider>,
  );
  return { ...view, user, router, queryClient };
}

export { ACCOUNTS };
