import type { LucideIcon } from 'lucide-react';
import { AlertCircleIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

type ListEmptyProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** The way out: 'Clear Filters', 'Add Your First Store', ... */
  action?: ReactNode;
};

/** A dashed card saying why the list is empty and what to do about it. */
export function ListEmpty({ icon: Icon, title, description, action }: ListEmptyProps) {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden className="size-6" />
        </span>
        <h2 className="font-semibold text-lg">{title}</h2>
        <p className="max-w-md text-muted-foreground text-sm">{description}</p>
        {action}
      </CardContent>
    </Card>
  );
}

type ListNoMatchesProps = { title: string; description: string; onClearFilters: () => void };

/** The empty state of a filtered list: nothing matches, and Clear Filters. */
export function ListNoMatches({ title, description, onClearFilters }: ListNoMatchesProps) {
  const clear = (
    <Button variant="outline" onClick={onClearFilters}>
      Clear Filters
    </Button>
  );
  return <ListEmpty icon={SearchXIcon} title={title} description={description} action={clear} />;
}

type ListErrorProps = {
  /** The screen's failure text ('Failed to load members'). */
  title: string;
  /** The server's message; left out when it only repeats the title. */
  message?: string;
  onRetry: () => void;
};

/** A red alert for a list that failed to load, with Try Again. */
export function ListError({ title, message, onRetry }: ListErrorProps) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        {message && message !== title && <p>{message}</p>}
        <Button variant="outline" size="sm" className="mt-1" onClick={onRetry}>
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
