import type { AuditEntry } from '@portal/contract';
import { fieldLabel, valueText } from './audit-labels';

/** The changed fields of one entry: field, before, after. */
export function AuditDiff({ changes }: { changes: AuditEntry['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <p className="text-muted-foreground text-sm">No field changes recorded.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Changed fields</caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="py-1 pr-3 font-medium">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Before
          </th>
          <th scope="col" className="py-1 font-medium">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map(([field, change]) => (
          <tr key={field} className="border-t align-top">
            <th scope="row" className="py-1 pr-3 font-medium">
              {fieldLabel(field)}
            </th>
            <td className="py-1 pr-3 break-all">{valueText(change.before)}</td>
            <td className="py-1 break-all">{valueText(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
