import type { Member } from '@portal/contract';
import {
  CalendarDaysIcon,
  HistoryIcon,
  MailIcon,
  PencilIcon,
  PhoneIcon,
  StoreIcon,
  Trash2Icon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { designationBadge, initialsOf } from './member-labels';
import { SendInvitationButton } from './send-invitation-button';

export type MemberActionHandlers = {
  onAssign: (member: Member) => void;
  onEdit: (member: Member) => void;
  onDelete: (member: Member) => void;
  /** Issue 23: opens the member's own history (the screen composes it from the audit log). */
  onHistory?: (member: Member) => void;
};

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <span className="shrink-0 text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 truncate">{children}</span>
    </div>
  );
}

/** One team member (spec section 2): contact, designation, status, store, join date and actions. */
export function MemberCard({
  member,
  onAssign,
  onEdit,
  onDelete,
  onHistory,
}: MemberActionHandlers & { member: Member }) {
  const designation = designationBadge(member.designation);
  return (
    <Card className="h-full gap-4 py-5 transition-shadow hover:shadow-md">
      <CardHeader className="px-5">
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className={
              member.is_active
                ? 'flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 font-semibold text-sm text-white'
                : 'flex size-11 shrink-0 items-center justify-center rounded-full bg-slate-200 font-semibold text-slate-600 text-sm'
            }
          >
            {initialsOf(member.name, member.email)}
          </span>
          <div className="min-w-0 flex-1 space-y-1.5">
            <CardTitle className="break-words text-base leading-snug">{member.name}</CardTitle>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={designation.variant}>{designation.label}</Badge>
              <Badge variant={member.is_active ? 'success' : 'neutral'}>
                <span aria-hidden className="size-1.5 rounded-full bg-current" />
                {member.is_active ? 'Active' : 'Inactive'}
              </Badge>
              {member.role === 'admin' && <Badge variant="outline">Admin access</Badge>}
            </div>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2 px-5 text-sm">
        <Line icon={<MailIcon />} label="Email">
          <span title={member.email}>{member.email}</span>
        </Line>
        {member.phone_number && (
          <Line icon={<PhoneIcon />} label="Phone">
            {member.phone_number}
          </Line>
        )}
        <Line icon={<StoreIcon />} label="Store">
          {member.store_name || <span className="text-muted-foreground italic">No store</span>}
        </Line>
        <Line icon={<CalendarDaysIcon />} label="Created">
          Joined {formatDate(member.created_at)}
        </Line>
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-1 border-t px-5 pt-4">
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Assign store for ${member.name}`}
          onClick={() => onAssign(member)}
        >
          <StoreIcon aria-hidden />
          Assign Store
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Edit ${member.name}`} onClick={() => onEdit(member)}>
          <PencilIcon aria-hidden />
          Edit
        </Button>
        {member.is_active && <SendInvitationButton member={member} />}
        {onHistory && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`History of ${member.name}`}
            onClick={() => onHistory(member)}
          >
            <HistoryIcon aria-hidden />
            History
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${member.name}`}
          onClick={() => onDelete(member)}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2Icon aria-hidden />
          Delete
        </Button>
      </CardFooter>
    </Card>
  );
}
