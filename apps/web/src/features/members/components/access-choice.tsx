import { MailIcon } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import type { AccessChoice, MemberFormValues } from './member-form';

const CHOICES: { value: AccessChoice; label: string; hint: string }[] = [
  {
    value: 'password',
    label: 'Set a password',
    hint: 'Choose one now, or leave it blank for a temporary one shown once.',
  },
  {
    value: 'invitation',
    label: 'Send an invitation by e-mail',
    hint: 'They choose their own password from a link valid for 72 hours.',
  },
];

/** Issue 21, on create only: a password now, or an e-mailed link to choose one. */
export function AccessChoiceField({
  register,
  value,
}: {
  register: UseFormRegister<MemberFormValues>;
  value: AccessChoice;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">How will they sign in?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map((choice) => {
          const id = `member-access-${choice.value}`;
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-muted/40"
            >
              <input
                id={id}
                type="radio"
                value={choice.value}
                // The whole card is the click target; the name is the title alone, the rest its hint.
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-primary"
                {...register('access')}
              />
              <span className="grid gap-1">
                <span id={`${id}-label`} className="font-medium text-sm">
                  {choice.label}
                </span>
                <span id={`${id}-hint`} className="text-muted-foreground text-xs">
                  {choice.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {value === 'invitation' && (
        <p className="flex items-center gap-2 text-muted-foreground text-xs">
          <MailIcon aria-hidden className="size-4 shrink-0" />
          The invitation goes to the e-mail address above when you add the member.
        </p>
      )}
    </fieldset>
  );
}
