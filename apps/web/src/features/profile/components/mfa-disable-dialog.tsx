import { type FormEvent, useEffect, useState } from 'react';
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
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { toastSuccess } from '@/lib/toast';
import { useDisableMfa } from '../api/disable-mfa';

type MfaDisableDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Turning two-factor sign-in off takes a current code of the app or a recovery code. */
export function MfaDisableDialog({ open, onOpenChange }: MfaDisableDialogProps) {
  const disable = useDisableMfa();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const { reset } = disable;
  useEffect(() => {
    if (!open) return;
    setCode('');
    setProblem(null);
    reset();
  }, [open, reset]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setProblem('Please enter a code.');
      return;
    }
    setProblem(null);
    disable.mutate(code.trim(), {
      onSuccess: () => {
        toastSuccess('Two-factor sign-in is off');
        onOpenChange(false);
      },
      onError: (error) => setProblem(getErrorMessage(error)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Turn off two-factor sign-in</DialogTitle>
          <DialogDescription>
            Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          {problem && (
            <Alert variant="destructive" id="mfa-disable-problem">
              <AlertDescription>{problem}</AlertDescription>
            </Alert>
          )}
          <FormField id="mfa-disable-code" label="Code">
            <Input
              id="mfa-disable-code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'mfa-disable-problem' : undefined}
              className="font-mono tracking-wider"
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={disable.isPending}>
              {disable.isPending && <Spinner />}
              {disable.isPending ? 'Turning off...' : 'Turn off'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
