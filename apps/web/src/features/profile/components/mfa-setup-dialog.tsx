import { type FormEvent, useEffect, useRef, useState } from 'react';
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
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useEnableMfa } from '../api/enable-mfa';
import { useSetupMfa } from '../api/setup-mfa';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

type MfaSetupDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'ABCD EFGH ...': the key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning on two-factor sign-in: a new secret as a QR code and as text, confirmed with a code
 * from the app; then the ten recovery codes, shown this once. While they are on screen the
 * dialog closes only through 'I have saved these codes'.
 */
export function MfaSetupDialog({ open, onOpenChange }: MfaSetupDialogProps) {
  const setup = useSetupMfa();
  const enable = useEnableMfa();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const codes = enable.data?.recovery_codes;
  const secret = setup.data?.secret;

  // The dialog opens on 'Preparing your key...': once the key is there, focus goes to the code.
  useEffect(() => {
    if (secret) codeInput.current?.focus();
  }, [secret]);

  const { mutate: startSetup, reset: resetSetup } = setup;
  const { reset: resetEnable } = enable;
  useEffect(() => {
    if (!open) return;
    setCode('');
    setProblem(null);
    resetEnable();
    startSetup();
    return resetSetup;
  }, [open, startSetup, resetSetup, resetEnable]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setProblem('Enter the 6-digit code your authenticator app shows.');
      codeInput.current?.focus();
      return;
    }
    setProblem(null);
    enable.mutate(typed, {
      onError: (error) => {
        setProblem(getErrorMessage(error));
        codeInput.current?.focus();
      },
    });
  };

  const keepOpen = (event: Event) => {
    if (codes) event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-lg"
        showCloseButton={!codes}
        onEscapeKeyDown={keepOpen}
        onInteractOutside={keepOpen}
      >
        <DialogHeader>
          <DialogTitle>{codes ? 'Save your recovery codes' : 'Turn on two-factor sign-in'}</DialogTitle>
          <DialogDescription>
            {codes
              ? 'Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once. They are shown only now.'
              : 'Scan the QR code with an authenticator app, or type the key into it, then enter the 6-digit code it shows.'}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => onOpenChange(false)} />
        ) : setup.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(setup.error)}</AlertDescription>
          </Alert>
        ) : !setup.data ? (
          <LoadingState text="Preparing your key..." />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <QrCode text={setup.data.otpauth_url} label="QR code of your two-factor key" />
              <FormField id="mfa-setup-key" label="Setup key" className="w-full min-w-0">
                <Input
                  id="mfa-setup-key"
                  readOnly
                  value={grouped(setup.data.secret)}
                  onFocus={(event) => event.currentTarget.select()}
                  className="font-mono tracking-wider"
                />
              </FormField>
            </div>
            {problem && (
              <Alert variant="destructive" id="mfa-setup-problem">
                <AlertDescription>{problem}</AlertDescription>
              </Alert>
            )}
            <FormField id="mfa-setup-code" label="6-digit code">
              <Input
                id="mfa-setup-code"
                ref={codeInput}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'mfa-setup-problem' : undefined}
                className="font-mono tracking-widest"
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={enable.isPending}>
                {enable.isPending && <Spinner />}
                {enable.isPending ? 'Turning on...' : 'Turn on'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
