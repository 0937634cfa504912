import { lazy, type ReactNode, Suspense } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';

// Its own chunk with sonner, requested as the first screen renders (see lib/toast).
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </AuthProvider>
  );
}
