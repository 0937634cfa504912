import type { Member } from '@portal/contract';
import { UserPlusIcon, UsersIcon } from 'lucide-react';
import { ListEmpty, ListNoMatches } from '@/components/list-page/list-states';
import { Button } from '@/components/ui/button';
import { type MemberActionHandlers, MemberCard } from './member-card';

type EmptyProps = { filtered: boolean; onAdd: () => void; onClearFilters: () => void };

/** 'No team members yet' for an empty team, 'No members match your criteria' for an empty filter. */
export function MemberEmptyState({ filtered, onAdd, onClearFilters }: EmptyProps) {
  if (filtered) {
    return (
      <ListNoMatches
        title="No members match your criteria"
        description="Try adjusting your search or filters"
        onClearFilters={onClearFilters}
      />
    );
  }
  return (
    <ListEmpty
      icon={UsersIcon}
      title="No team members yet"
      description="Invite your first team member and give them access to a store."
      action={
        <Button onClick={onAdd}>
          <UserPlusIcon aria-hidden />
          Add Your First Member
        </Button>
      }
    />
  );
}

/** The member cards: one column on phones, up to three on wide screens. */
export function MemberList({ members, ...handlers }: MemberActionHandlers & { members: Member[] }) {
  return (
    <ul aria-label="Team members" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {members.map((member) => (
        <li key={member.id}>
          <MemberCard member={member} {...handlers} />
        </li>
      ))}
    </ul>
  );
}
