import { CheckCircle2Icon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { fallbackDescription, parseDescription } from '../lib/description';

type ProductDescriptionProps = {
  description: string | null;
  manufacturer: string | null;
  model: string | null;
};

/**
 * 'Product Description': a bullet list as 'Key Features', otherwise plain text. The HTML is only
 * read for its text; nothing from it is ever inserted as markup.
 */
export function ProductDescription({ description, manufacturer, model }: ProductDescriptionProps) {
  const parsed = parseDescription(description);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Product Description</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm leading-relaxed">
        {parsed.kind === 'features' ? (
          <>
            {parsed.intro && <p>{parsed.intro}</p>}
            <h3 className="font-medium">Key Features</h3>
            <ul className="space-y-2">
              {parsed.features.map((feature, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is static and may repeat a line
                <li key={index} className="flex gap-2">
                  <CheckCircle2Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-muted-foreground">
            {parsed.kind === 'text' ? parsed.text : fallbackDescription(manufacturer, model)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
