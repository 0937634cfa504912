import { isRouteErrorResponse, useRouteError } from 'react-router';
import { liteClasses } from '@/components/ui/lite';
import { RefreshCwIcon, TriangleAlertIcon } from '@/components/ui/lite-icons';
import { NotFound } from './not-found';

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** The router's error screen: any render or loading failure below the root lands here. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center"
    >
      <title>Error · MS Portal</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-destructive">
        <TriangleAlertIcon aria-hidden className="size-7" />
      </span>
      <div className="max-w-lg space-y-2">
        <h1 className="font-bold text-2xl tracking-tight">Unexpected Application Error!</h1>
        <p className="break-words font-mono text-muted-foreground text-sm">{errorText(error)}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {/* A failed chunk download after a deploy is cured by a reload. */}
        <button
          type="button"
          data-slot="button"
          className={liteClasses.button}
          onClick={() => window.location.reload()}
        >
          <RefreshCwIcon aria-hidden />
          Reload Page
        </button>
        {/* A full page load, as <Link reloadDocument> would do. */}
        <a href="/" data-slot="button" className={liteClasses.buttonOutline}>
          Go to Home
        </a>
      </div>
    </main>
  );
}
