import { AUDIT_ACTIONS, AUDIT_ENTITIES, SYSTEM_ACTOR_NAME } from '@portal/contract';
import { ListFilter } from '@/components/list-page/list-filter';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuditActors } from '../api/get-audit';
import { actionLabel, ENTITY_LABELS } from './audit-labels';

export type AuditFilterValues = { actor: string; entity: string; action: string; from: string; to: string };

/** The actor filter's value for System's own entries (automatic approvals), which have no admin id. */
export const SYSTEM_ACTOR_VALUE = 'system';

const entityOptions = [
  { value: 'all', label: 'All entities' },
  ...AUDIT_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABELS[e] })),
];
const actionOptions = [
  { value: 'all', label: 'All actions' },
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) })),
];

/** The audit screen's filters: who, what kind of entity, which action, and a date range. */
export function AuditFilters({
  values,
  onChange,
}: {
  values: AuditFilterValues;
  onChange: (next: Partial<AuditFilterValues>) => void;
}) {
  const actors = useAuditActors();
  const actorOptions = [
    { value: 'all', label: 'Everyone' },
    ...(actors.data ?? []).flatMap((a) =>
      a.id !== null
        ? [{ value: String(a.id), label: a.name }]
        : a.name === SYSTEM_ACTOR_NAME
          ? [{ value: SYSTEM_ACTOR_VALUE, label: 'System (automatic)' }]
          : [],
    ),
  ];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ListFilter
        label="Filter by admin"
        value={values.actor}
        onChange={(actor) => onChange({ actor })}
        options={actorOptions}
        className="w-44"
      />
      <ListFilter
        label="Filter by entity"
        value={values.entity}
        onChange={(entity) => onChange({ entity })}
        options={entityOptions}
        className="w-44"
      />
      <ListFilter
        label="Filter by action"
        value={values.action}
        onChange={(action) => onChange({ action })}
        options={actionOptions}
        className="w-44"
      />
      <div className="grid gap-1">
        <Label htmlFor="audit-from">From</Label>
        <Input
          id="audit-from"
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          className="w-40"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="audit-to">To</Label>
        <Input
          id="audit-to"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          className="w-40"
        />
      </div>
    </div>
  );
}
