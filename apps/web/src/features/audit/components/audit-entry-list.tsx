import type { AuditEntry } from '@portal/contract';
import { formatDateTime } from '@/lib/format';
import { AuditDiff } from './audit-diff';
import { actionLabel, ENTITY_LABELS } from './audit-labels';

/** What an entry says in one line: 'Ada Admin · Changed Store ST0003 Downtown'. */
export function entrySummary(entry: AuditEntry) {
  const what = [ENTITY_LABELS[entry.entity], entry.entity_label ?? entry.entity_id].filter(Boolean).join(' ');
  return `${entry.actor_name} · ${actionLabel(entry.action)} · ${what}`;
}

/**
 * Audit entries, newest first; each expands (a native disclosure: keyboard and screen readers
 * know it) to the fields it changed.
 */
export function AuditEntryList({
  entries,
  showEntity = true,
}: {
  entries: AuditEntry[];
  showEntity?: boolean;
}) {
  return (
    <ul className="divide-y" aria-label="Audit entries">
      {entries.map((entry) => (
        <li key={entry.id} data-testid="audit-entry">
          <details className="group px-4 py-3">
            <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              <span className="font-medium">
                {showEntity ? entrySummary(entry) : `${entry.actor_name} · ${actionLabel(entry.action)}`}
              </span>
              <span className="text-muted-foreground text-sm">
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                {entry.ip ? ` · from ${entry.ip}` : ''}
              </span>
            </summary>
            <div className="mt-2">
              <AuditDiff changes={entry.changes} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
