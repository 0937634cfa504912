import type { ComponentProps } from 'react';
import { Loader2 } from './lite-icons';

/*
 * /login and the start-up screens must stay small (issue 6), and the primitives' cn() brings
 * tailwind-merge, class-variance-authority and radix with it. The first screen therefore uses
 * these: the exact classes cn() and the variants produce for the few uses it has, written out.
 * lite.test.ts renders the real primitives and fails when the two drift apart (the order of the
 * classes may differ; the set may not).
 */
const buttonBase =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium text-sm outline-none transition-[color,background-color,border-color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";

const inputBase =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-base shadow-xs outline-none transition-[color,box-shadow] selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:font-medium file:text-foreground file:text-sm placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm';

export const liteClasses = {
  /** `<Button>` */
  button: `${buttonBase} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 h-9 px-4 py-2 has-[>svg]:px-3 rounded-md`,
  /** `<Button variant="outline">` */
  buttonOutline: `${buttonBase} border border-input bg-card shadow-xs hover:bg-accent hover:text-accent-foreground h-9 px-4 py-2 has-[>svg]:px-3 rounded-md`,
  /** `<Button size="lg" className="w-full">` */
  buttonLargeFullWidth: `${buttonBase} bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 h-10 rounded-md px-6 has-[>svg]:px-4 w-full`,
  /** `<Card className="gap-6 shadow-lg shadow-indigo-950/5">` */
  cardRaised:
    'flex flex-col rounded-xl border bg-card py-6 text-card-foreground gap-6 shadow-lg shadow-indigo-950/5',
  /** `<CardHeader className="gap-2">` */
  cardHeaderTight:
    'grid auto-rows-min grid-rows-[auto_auto] items-start px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-6 gap-2',
  /** `<CardTitle className="text-2xl">` */
  cardTitleLarge: 'font-semibold tracking-tight text-2xl',
  cardDescription: 'text-muted-foreground text-sm',
  cardContent: 'px-6',
  /** `<Alert variant="destructive">` */
  alertDestructive:
    'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 border-red-200 bg-red-50 text-red-800 *:data-[slot=alert-description]:text-red-700 [&>svg]:text-red-600',
  alertDescription:
    'col-start-2 grid justify-items-start gap-1 text-muted-foreground text-sm [&_p]:leading-relaxed',
  formField: 'grid gap-2',
  fieldError: 'font-medium text-destructive text-xs',
  label:
    'flex select-none items-center gap-2 font-medium text-sm leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50',
  input: inputBase,
  /** The input of `<PasswordInput>` */
  passwordInput: `${inputBase} pr-10`,
  passwordToggle:
    'absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
  /** `<Spinner>` */
  spinner: 'size-4 animate-spin',
};

/** `<Label>` without radix: a double click on the text does not select it, as radix's does. */
export function LiteLabel(props: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor, as with the real Label.
    <label
      data-slot="label"
      className={liteClasses.label}
      {...props}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
        props.onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}

/** `<LoadingState text={text} className="min-h-dvh" />`: a whole screen waiting for its code. */
export function LoadingScreen({ text }: { text: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center justify-center gap-3 py-16 text-muted-foreground min-h-dvh"
    >
      <Loader2 aria-hidden className="size-6 animate-spin text-primary" />
      <p className="text-sm">{text}</p>
    </div>
  );
}
