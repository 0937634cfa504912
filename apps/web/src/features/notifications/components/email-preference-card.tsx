import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { summaryOf, useNotifications } from '../api/get-notifications';
import { useSaveEmailPreference } from '../api/preferences';

/**
 * The profile's 'E-mail me about orders' switch (issue 21). The preference comes with the inbox
 * (the bell has usually loaded it already) and saves at once, with a 'Preferences saved' toast.
 */
export function EmailPreferenceCard() {
  const id = useId();
  const query = useNotifications();
  const save = useSaveEmailPreference();
  const stored = summaryOf(query.data)?.email_notifications;
  // While saving, the switch shows the value asked for (and stays focusable: no disabling).
  const checked = (save.isPending ? save.variables : stored) ?? false;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Notifications</CardTitle>
        <CardDescription>
          The bell in the header lists what happens to orders. You can also get each of these by e-mail.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>E-mail me about orders</Label>
        <Switch
          id={id}
          checked={checked}
          disabled={stored === undefined}
          onCheckedChange={(on) => !save.isPending && save.mutate(on)}
        />
      </CardContent>
    </Card>
  );
}
