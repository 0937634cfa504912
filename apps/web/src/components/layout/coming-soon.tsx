import { ConstructionIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** The body of a screen that is not built yet. */
export function ComingSoon() {
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <ConstructionIcon aria-hidden className="size-6" />
        </span>
        <p className="text-muted-foreground">This screen is coming soon.</p>
      </CardContent>
    </Card>
  );
}
