import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

type RecoveryCodesProps = { codes: string[]; onDone: () => void };

/** The ten recovery codes, with a copy button; the list takes focus so it is read out first. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => list.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard access: select the list for a manual copy.
      const range = document.createRange();
      if (list.current) range.selectNodeContents(list.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    }
  };

  return (
    <div className="grid gap-4">
      <ol
        ref={list}
        tabIndex={-1}
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <p role="status" className="text-muted-foreground text-sm">
        {copied ? 'Copied to the clipboard.' : 'Keep them somewhere safe, apart from your phone.'}
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved these codes
        </Button>
      </DialogFooter>
    </div>
  );
}
