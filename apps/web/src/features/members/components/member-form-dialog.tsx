import { zodResolver } from '@hookform/resolvers/zod';
import type { CreatedMember, Member } from '@portal/contract';
import { AlertCircleIcon } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { useCreateMember } from '../api/create-member';
import { useStoreOptions } from '../api/get-store-options';
import { useUpdateMember } from '../api/update-member';
import { AccessChoiceField } from './access-choice';
import {
  type MemberFormOutput,
  MemberFormSchema,
  type MemberFormValues,
  memberFormDefaults,
  NO_STORE,
  toCreateMemberBody,
  toUpdateMemberBody,
} from './member-form';
import { DESIGNATION_OPTIONS, ROLE_OPTIONS } from './member-labels';
import { PasswordFields } from './password-fields';

type MemberFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member to edit; null or undefined adds a new one. */
  member?: Member | null;
  /** After a create: the screen shows a generated temporary password to the admin. */
  onCreated?: (member: CreatedMember) => void;
};

/** Add/Edit member (spec sections 2 and 5). Closes and resets on cancel or save. */
export function MemberFormDialog({ open, onOpenChange, member, onCreated }: MemberFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{member ? 'Edit Team Member' : 'Add Team Member'}</DialogTitle>
          <DialogDescription>
            {member
              ? `Update ${member.name}'s details, access level and store.`
              : 'Create an account for a new team member and choose their access level.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the member's current values. */}
        <MemberForm
          member={member ?? null}
          onDone={(created) => {
            onOpenChange(false);
            if (created) onCreated?.(created);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function MemberForm({
  member,
  onDone,
}: {
  member: Member | null;
  onDone: (created?: CreatedMember) => void;
}) {
  const createMutation = useCreateMember();
  const updateMutation = useUpdateMember();
  const mutation = member ? updateMutation : createMutation;
  const storeOptions = useStoreOptions();
  const { register, control, handleSubmit, formState } = useForm<MemberFormValues, unknown, MemberFormOutput>(
    {
      resolver: zodResolver(MemberFormSchema),
      defaultValues: memberFormDefaults(member),
    },
  );
  const { errors } = formState;
  const access = useWatch({ control, name: 'access' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (member) {
        await updateMutation.mutateAsync({ id: member.id, body: toUpdateMemberBody(values) });
        onDone();
      } else {
        const { member: created } = await createMutation.mutateAsync(toCreateMemberBody(values));
        onDone(created);
      }
    } catch {
      // The global 'Error' toast and the alert below report it; the dialog stays open to retry.
    }
  });

  const stores = [
    { value: NO_STORE, label: 'No store' },
    ...(storeOptions.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.store_id})` })),
  ];
  const busy = mutation.isPending;
  const text = (name: 'name' | 'email' | 'phone_number') => ({
    id: `member-${name}`,
    ...fieldAria(`member-${name}`, errors[name]?.message, name === 'email' && Boolean(member)),
    ...register(name),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {mutation.error && (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertDescription>{mutation.error.message}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          id="member-name"
          label="Full Name"
          required
          error={errors.name?.message}
        >
          <Input autoComplete="off" placeholder="e.g. Jane Cooper" aria-required {...text('name')} />
        </FormField>
        <FormField
          className="content-start"
          id="member-email"
          label="Email"
          required
          error={errors.email?.message}
          hint={member ? 'The email address cannot be changed.' : undefined}
        >
          <Input
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            aria-required
            readOnly={Boolean(member)}
            className={member ? 'bg-muted text-muted-foreground' : undefined}
            {...text('email')}
          />
        </FormField>
        <SelectField
          control={control}
          name="role"
          id="member-role"
          label="Role"
          options={ROLE_OPTIONS}
          required
        />
        <SelectField
          control={control}
          name="designation"
          id="member-designation"
          label="Designation"
          placeholder="Select designation"
          options={DESIGNATION_OPTIONS}
          required
        />
      </div>
      {!member && <AccessChoiceField register={register} value={access} />}
      {!member && access === 'password' && <PasswordFields register={register} errors={errors} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          id="member-phone_number"
          label="Phone"
          error={errors.phone_number?.message}
        >
          <Input type="tel" autoComplete="off" placeholder="Optional" {...text('phone_number')} />
        </FormField>
        <SelectField
          control={control}
          name="store"
          id="member-store"
          label="Store"
          options={stores}
          disabled={storeOptions.isPending}
          hint={storeOptions.isError ? 'Stores could not be loaded.' : undefined}
        />
      </div>
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border bg-muted/30 px-4 py-3">
            <div className="grid gap-1">
              <label htmlFor="member-is_active" className="font-medium text-sm">
                Active
              </label>
              <p id="member-is_active-hint" className="text-muted-foreground text-xs">
                Inactive members cannot sign in; switching a member off signs them out at once.
              </p>
            </div>
            <Switch
              id="member-is_active"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-describedby="member-is_active-hint"
            />
          </div>
        )}
      />
      <FormDialogFooter
        busy={busy}
        submitLabel={member ? 'Save Changes' : 'Add Member'}
        busyLabel={member ? 'Saving...' : 'Adding...'}
      />
    </form>
  );
}
