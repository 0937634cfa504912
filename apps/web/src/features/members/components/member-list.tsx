import type { Member } from '@portal/contract';
import { SearchXIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { type MemberActionHandlers, MemberCard } from './member-card';

type EmptyProps = { filtered: boolean; onAdd: () => void; onClearFilters: () => void };

/** 'No team members yet' for an empty team, 'No members match your criteria' for an empty filter. */
export function MemberEmptyState({ filtered, onAdd, onClearFilters }: EmptyProps) {
  const Icon = filtered ? SearchXIcon : UsersIcon;
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon aria-hidden className="size-6" />
        </span>
        <h2 className="font-semibold text-lg">
          {filtered ? 'No members match your criteria' : 'No team members yet'}
        </h2>
        <p className="max-w-sm text-muted-foreground text-sm">
          {filtered
            ? 'Try adjusting your search or filters'
            : 'Invite your first team member and give them access to a store.'}
        </p>
        {filtered ? (
          <Button variant="outline" onClick={onClearFilters}>
            Clear Filters
          </Button>
        ) : (
          <Button onClick={onAdd}>
            <UserPlusIcon aria-hidden />
            Add Your First Member
          </Button>
        )}
      </CardContent>
    </Card>
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
