import { LINK_INVALID } from '@portal/contract';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';

export const textLink = 'rounded-sm font-medium text-primary underline-offset-4 hover:underline';

type AccountLinkPageProps = {
  /** The browser tab's title, before ' · MS Portal'. */
  tabTitle: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
};

/** The public screens of the e-mailed links (issue 21): one card in the middle, as on /login. */
export function AccountLinkPage({ tabTitle, title, description, children }: AccountLinkPageProps) {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center px-4 py-10 sm:px-8">
      <title>{`${tabTitle} · MS Portal`}</title>
      <div className="w-full max-w-md">
        <Card className="shadow-sm">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl tracking-tight">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className={textLink}>
            Back to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}

/**
 * A link the server refused (unknown, used or expired) or an address without one: what happened
 * and where to ask for a new link.
 */
export function LinkInvalid({ hint }: { hint?: string }) {
  return (
    <div className="grid gap-4">
      <Alert variant="destructive">
        <AlertDescription>{LINK_INVALID}</AlertDescription>
      </Alert>
      {hint && <p className="text-muted-foreground text-sm">{hint}</p>}
      <p className="text-sm">
        <Link to="/forgot-password" className={textLink}>
          Ask for a new link
        </Link>
      </p>
    </div>
  );
}

/** While the link is being checked, before the form or the refusal. */
export function LinkChecking() {
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
      <Spinner />
      Checking your link...
    </p>
  );
}
