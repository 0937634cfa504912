import { Textarea } from '@/components/ui/textarea';

type PasteInputProps = { value: string; onChange: (text: string) => void; error?: string | null };

/** Lines copied from a spreadsheet or an e-mail: 'SKU qty', 'SKU,qty' or 'SKU<Tab>qty'. */
export function PasteInput({ value, onChange, error }: PasteInputProps) {
  return (
    <div className="grid gap-2">
      <label htmlFor="quick-paste" className="font-medium text-sm">
        Paste lines
      </label>
      <Textarea
        id="quick-paste"
        rows={10}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={'BAT-IP14-01 2\nSCR-S21-02,1\nCHG-USB-C'}
        aria-describedby="quick-paste-hint"
        aria-invalid={error ? true : undefined}
        className="min-h-48 font-mono"
      />
      <p id="quick-paste-hint" className="text-muted-foreground text-xs">
        One product per line: the SKU, then the quantity after a space, a comma or a tab. A SKU on its own
        means 1.
      </p>
    </div>
  );
}
