import { HomeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Any unknown address (spec section 2). */
export function NotFound() {
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
      <Button asChild>
        <Link to="/">
          <HomeIcon aria-hidden />
          Return to Home
        </Link>
      </Button>
    </main>
  );
}
