import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

type FormDialogFooterProps = {
  busy: boolean;
  /** 'Create Store', 'Save Changes', ... */
  submitLabel: string;
  /** 'Creating...', 'Saving...', ...: shown with a spinner while the request runs. */
  busyLabel: string;
};

/** Cancel and submit of a form in a dialog; both wait while the form is being saved. */
export function FormDialogFooter({ busy, submitLabel, busyLabel }: FormDialogFooterProps) {
  return (
    <DialogFooter className="pt-2">
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={busy}>
        {busy && <Spinner />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
