import { ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useMfaStatus } from '../api/get-mfa-status';
import { MfaDisableDialog } from './mfa-disable-dialog';
import { MfaSetupDialog } from './mfa-setup-dialog';

/**
 * Two-factor sign-in for the signed-in admin: on or off, and the dialogs that change it. The
 * dialogs stay mounted while the status refreshes behind them, so the recovery codes stay on
 * screen after the card already says 'On'.
 */
export function TwoFactorCard() {
  const status = useMfaStatus();
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null);
  const openChange = (which: 'setup' | 'disable') => (open: boolean) => setDialog(open ? which : null);
  const enabled = status.data?.enabled === true;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-factor sign-in</CardTitle>
        <CardDescription>
          A second step when you sign in: a 6-digit code from an authenticator app on your phone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <LoadingState text="Loading..." />
        ) : status.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {getErrorMessage(status.error)}
          </p>
        ) : enabled ? (
          <>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant="success">On</Badge>
              Since {formatDate(status.data.enabled_at ?? '')}. Recovery codes left:{' '}
              {status.data.recovery_codes_left} of 10.
            </p>
            <div>
              <Button variant="outline" onClick={() => setDialog('disable')}>
                <ShieldOffIcon aria-hidden />
                Turn off
              </Button>
            </div>
          </>
        ) : (
          <div className="grid justify-items-start gap-4">
            <p className="flex items-center gap-2 text-sm">
              <Badge variant="secondary">Off</Badge>
              Only your password protects this account.
            </p>
            <Button onClick={() => setDialog('setup')}>
              <ShieldCheckIcon aria-hidden />
              Turn on
            </Button>
          </div>
        )}
      </CardContent>
      <MfaSetupDialog open={dialog === 'setup'} onOpenChange={openChange('setup')} />
      <MfaDisableDialog open={dialog === 'disable'} onOpenChange={openChange('disable')} />
    </Card>
  );
}
