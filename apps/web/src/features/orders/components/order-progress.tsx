import type { OrderDetail } from '@portal/contract';
import { CheckIcon, CircleIcon, ExternalLinkIcon, MinusIcon, XIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { formatCalendarDay, type ProgressStep, progressSteps } from './order-progress-steps';

/** Only real web links are rendered as links (the API checks it too). */
const safeLink = (url: string | null) => (url && /^https?:\/\/\S+$/i.test(url) ? url : null);

const ENDED = new Set(['rejected', 'cancelled']);
const ICON = { done: CheckIcon, current: CheckIcon, upcoming: CircleIcon, skipped: MinusIcon };

function StepMark({ step }: { step: ProgressStep }) {
  const ended = ENDED.has(step.key);
  const Icon = ended ? XIcon : ICON[step.state];
  return (
    <span
      aria-hidden
      className={cn(
        'relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2 [&_svg]:size-3.5',
        step.state === 'done' && 'border-emerald-700 bg-emerald-700 text-white',
        step.state === 'current' &&
          !ended &&
          'border-indigo-700 bg-indigo-700 text-white ring-4 ring-indigo-100',
        step.state === 'current' && ended && 'border-red-700 bg-red-700 text-white ring-4 ring-red-100',
        (step.state === 'upcoming' || step.state === 'skipped') && 'border-slate-300 bg-card text-slate-400',
      )}
    >
      <Icon strokeWidth={3} />
    </span>
  );
}

function whenText(step: ProgressStep): string {
  if (step.state === 'skipped') return 'Skipped';
  if (step.state === 'upcoming') return 'Not yet';
  return step.at ? formatDateTime(step.at) : '';
}

function Shipment({ order }: { order: OrderDetail }) {
  const link = safeLink(order.tracking_url);
  if (!order.carrier && !order.tracking_number && !link) return null;
  return (
    <div className="mt-1.5 grid gap-1 text-sm">
      <dl className="grid gap-0.5">
        {order.carrier && (
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">Carrier:</dt>
            <dd className="break-words font-medium">{order.carrier}</dd>
          </div>
        )}
        {order.tracking_number && (
          <div className="flex flex-wrap gap-x-1">
            <dt className="text-muted-foreground">Tracking number:</dt>
            <dd className="break-all font-medium font-mono">{order.tracking_number}</dd>
          </div>
        )}
      </dl>
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex w-fit items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Track shipment <span className="sr-only">(opens in a new tab)</span>
          <ExternalLinkIcon aria-hidden className="size-3.5" />
        </a>
      )}
    </div>
  );
}

/**
 * Where the order is: Placed → Approved → Shipped (carrier, tracking) → Delivered, or ended as
 * Rejected or Cancelled. Each step says in words whether it is done, current or still to come.
 */
export function OrderProgress({ order }: { order: OrderDetail }) {
  const steps = progressSteps(order);
  return (
    <ol aria-label="Order progress" className="grid">
      {steps.map((step) => {
        const when = whenText(step);
        const current = step.state === 'current';
        return (
          <li
            key={step.key}
            aria-current={current ? 'step' : undefined}
            className="group relative flex gap-3 pb-5 last:pb-0"
          >
            <span
              aria-hidden
              className="absolute top-6 bottom-0 left-[11px] w-0.5 bg-border group-last:hidden"
            />
            <StepMark step={step} />
            <div className="min-w-0 flex-1">
              <p
                className={cn(
                  'flex flex-wrap items-center gap-x-2 text-sm',
                  current ? 'font-semibold' : 'font-medium',
                )}
              >
                <span>{step.label}</span>
                {current && (
                  <span className="rounded-full border px-2 py-px font-medium text-muted-foreground text-xs">
                    {ENDED.has(step.key) || step.key === 'delivered' ? 'Final status' : 'Current status'}
                  </span>
                )}
              </p>
              {when && (
                <p className="text-muted-foreground text-xs">
                  {step.at && step.state !== 'upcoming' ? <time dateTime={step.at}>{when}</time> : when}
                </p>
              )}
              {step.key === 'shipped' && (current || step.state === 'done') && <Shipment order={order} />}
              {step.key === 'delivered' && order.estimated_delivery && (
                <p className="mt-1 text-sm">
                  Estimated delivery: {formatCalendarDay(order.estimated_delivery)}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
