import { ChartColumnIcon, TableIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type ChartCardProps = {
  title: string;
  description?: ReactNode;
  /**
   * One sentence saying what the chart shows ('412 orders over 30 days, most on Mar 4 (31).'):
   * printed above the chart for everyone, and the text alternative of the drawing.
   */
  summary: string;
  /** The chart's figures as a table: shown instead of the chart by 'Show as table'. */
  table: ReactNode;
  /** The drawing; hidden from screen readers, which get the summary and the table. */
  chart: ReactNode;
  /** Nothing to draw: the summary says so and neither chart nor table shows. */
  empty?: boolean;
  /** Under the chart or the table, always shown (a colour key with its totals, say). */
  footer?: ReactNode;
  className?: string;
};

/** A chart with its text alternatives: a summary sentence and a 'Show as table' toggle. */
export function ChartCard({
  title,
  description,
  summary,
  table,
  chart,
  empty,
  footer,
  className,
}: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const bodyId = useId();
  return (
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
        {!empty && (
          <CardAction>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-controls={bodyId}
              onClick={() => setAsTable((value) => !value)}
            >
              {asTable ? <ChartColumnIcon aria-hidden /> : <TableIcon aria-hidden />}
              {asTable ? 'Show as chart' : 'Show as table'}
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid min-w-0 grid-cols-1 gap-3">
        <p className="text-muted-foreground text-sm" data-testid="chart-summary">
          {summary}
        </p>
        {!empty && (
          <div id={bodyId} className="min-w-0">
            {asTable ? (
              table
            ) : (
              <div aria-hidden="true" className="min-w-0">
                {chart}
              </div>
            )}
          </div>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
