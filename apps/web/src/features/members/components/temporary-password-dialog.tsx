import { CheckIcon, CopyIcon, KeyRoundIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export type TemporaryPassword = { name: string; email: string; password: string };

type TemporaryPasswordDialogProps = {
  credentials: TemporaryPassword | null;
  onClose: () => void;
};

/**
 * Shows the password the server generated for a member created without one. It is returned only
 * once, so the admin copies it here and hands it over.
 */
export function TemporaryPasswordDialog({ credentials, onClose }: TemporaryPasswordDialogProps) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (!credentials) return;
    try {
      await navigator.clipboard.writeText(credentials.password);
      setCopied(true);
    } catch {
      // No clipboard access (an insecure origin, a denied permission): select it for a manual copy.
      field.current?.select();
    }
  };

  return (
    <Dialog
      open={credentials !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied(false);
        onClose();
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRoundIcon aria-hidden className="size-5 text-primary" />
            Temporary password
          </DialogTitle>
          <DialogDescription>
            {credentials?.name} ({credentials?.email}) was created with a generated password. Share it with
            them securely; they can change it from their profile after signing in.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <input
            ref={field}
            readOnly
            aria-label="Temporary password"
            value={credentials?.password ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-md border bg-muted px-3 font-mono text-base tracking-wider outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          />
          <Button variant="outline" onClick={copy}>
            {copied ? <CheckIcon aria-hidden className="text-emerald-600" /> : <CopyIcon aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <Alert variant="warning" role="note">
          <AlertDescription>This password is shown only once. It cannot be displayed again.</AlertDescription>
        </Alert>
        <DialogFooter>
          <Button
            onClick={() => {
              setCopied(false);
              onClose();
            }}
          >
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
