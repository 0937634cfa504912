import { useLinkClickHandler } from 'react-router';
import { liteClasses } from '@/components/ui/lite';
import { HomeIcon } from '@/components/ui/lite-icons';

/** Any unknown address (spec section 2). */
export function NotFound() {
  // <Link to="/"> from the hook it is built on. Importing components/ui/link, which the portals
  // share, into the code every page loads first makes the bundler split React out of it into a
  // chunk of its own, which /login then loads too (issue 6; its size in docs/performance.md).
  const goHome = useLinkClickHandler('/');
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <title>Page not found · MS Portal</title>
      <p
        aria-hidden
        className="bg-gradient-to-br from-indigo-600 to-violet-500 bg-clip-text font-extrabold text-8xl text-transparent"
      >
        404
      </p>
      <div className="space-y-2">
        <h1 className="font-bold text-2xl tracking-tight">Oops! Page not found</h1>
        <p className="text-muted-foreground">
          The page you are looking for does not exist or has been moved.
        </p>
      </div>
      <a href="/" onClick={goHome} data-slot="button" className={liteClasses.button}>
        <HomeIcon aria-hidden />
        Return to Home
      </a>
    </main>
  );
}
