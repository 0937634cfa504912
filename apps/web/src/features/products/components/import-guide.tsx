import {
  CATEGORY_MAX_LEVEL,
  IMPORT_MAX_MB,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED,
} from '@portal/contract';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadTemplate } from '../api/import';

const Code = ({ children }: { children: string }) => (
  <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em] text-foreground">{children}</code>
);

/** What the file holds: the columns and their rules, and an empty template to start from. */
export function ImportGuide() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">The CSV file</CardTitle>
        <CardDescription>
          The first row names the columns, in any order. {PRODUCT_CSV_REQUIRED.join(', ')} are required; a
          column you leave out stays as it is on the products you update.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <ul aria-label="Columns" className="flex flex-wrap gap-1.5">
          {PRODUCT_CSV_COLUMNS.map((column) => (
            <li key={column}>
              <Code>{column}</Code>
            </li>
          ))}
        </ul>
        <ul className="grid list-disc gap-1.5 pl-5 text-muted-foreground">
          <li>
            Rows are matched by <Code>sku</Code>: a known SKU updates its product, a new one adds a product.
          </li>
          <li>
            <Code>category</Code> is a path from the top, like <Code>Parts &gt; Screens &gt; iPhone</Code> (at
            most {CATEGORY_MAX_LEVEL} levels). Categories that do not exist yet are created.
          </li>
          <li>
            <Code>status</Code> is <Code>active</Code> or <Code>inactive</Code>.
          </li>
          <li>
            An empty <Code>stock_quantity</Code> means stock is not tracked.
          </li>
          <li>Save the file as CSV UTF-8; it may be at most {IMPORT_MAX_MB} MB.</li>
        </ul>
        <div>
          <Button variant="outline" onClick={downloadTemplate}>
            <DownloadIcon aria-hidden />
            Download a template
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
