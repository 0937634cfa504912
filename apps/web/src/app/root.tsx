import { Outlet, UNSAFE_useScrollRestoration, useNavigation } from 'react-router';
import { LoadingScreen } from '@/components/ui/lite';

/** A thin bar while the next screen's code or data loads. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/15"
    >
      <div className="h-full w-full origin-left animate-progress bg-primary" />
    </div>
  );
}

export function Root() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <RestoreScroll />
    </>
  );
}

/** Shown while the first screen's lazy code loads (a deep link into a portal). */
export function RootFallback() {
  return <LoadingScreen text="Loading..." />;
}

/**
 * <ScrollRestoration /> as it behaves outside framework mode, where it renders nothing and only
 * runs this hook; the component also carries a server-rendering script /login has no use for.
 */
function RestoreScroll() {
  UNSAFE_useScrollRestoration();
  return null;
}
