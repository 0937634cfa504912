import type { Member } from '@portal/contract';
import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ListBody } from '@/components/list-page/list-body';
import { ListHeader } from '@/components/list-page/list-header';
import { ListError } from '@/components/list-page/list-states';
import { useKeepPageInRange, useListTop } from '@/components/list-page/use-list-page';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { EntityHistoryDialog, useHistoryDialog } from '@/features/audit/components/entity-history-dialog';
import { useMembers } from '@/features/members/api/get-members';
import { AssignStoreDialog } from '@/features/members/components/assign-store-dialog';
import { DeleteMemberDialog } from '@/features/members/components/delete-member-dialog';
import { MemberFormDialog } from '@/features/members/components/member-form-dialog';
import { MemberEmptyState, MemberList } from '@/features/members/components/member-list';
import { MemberToolbar } from '@/features/members/components/member-toolbar';
import {
  type TemporaryPassword,
  TemporaryPasswordDialog,
} from '@/features/members/components/temporary-password-dialog';
import { useMemberFilters } from '@/features/members/hooks/use-member-filters';

type DialogState = { open: boolean; member: Member | null };
const closed: DialogState = { open: false, member: null };

/** /admin/members (spec section 2, Admin Members / Team Members). */
export default function AdminMembersRoute() {
  const filters = useMemberFilters();
  const [form, setForm] = useState<DialogState>(closed);
  const [removal, setRemoval] = useState<DialogState>(closed);
  const [assignment, setAssignment] = useState<DialogState>(closed);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const history = useHistoryDialog();
  const query = useMembers(filters.params);

  const members = query.data?.users ?? [];
  const pagination = query.data?.pagination;
  const page = filters.params.page;

  // A delete can empty the last page: step back to the new last one.
  useKeepPageInRange(page, pagination?.pages, filters.setPage);
  const { listTop, goToPage } = useListTop(filters.setPage);
  const openCreate = () => setForm({ open: true, member: null });
  const showError = query.isError && !query.isFetching;
  const keepMember = (set: typeof setForm) => (open: boolean) => set((state) => ({ ...state, open }));

  return (
    <>
      <title>Team Members · MS Portal</title>
      <ListHeader
        title="Team Members"
        subtitle="Manage your team members and their access levels"
        noun={['member', 'members']}
        total={pagination?.total}
        activeOnPage={members.filter((member) => member.is_active).length}
        refreshing={query.isFetching}
        onRefresh={() => query.refetch()}
        add={{ label: 'Add Member', icon: UserPlusIcon, onClick: openCreate }}
      />
      <div className="grid gap-4">
        <MemberToolbar filters={filters} />
        {showError && (
          <ListError
            title="Failed to load members"
            message={query.error.message}
            onRetry={() => query.refetch()}
          />
        )}
        {query.isPending && !showError && <LoadingState text="Loading members..." />}
        {query.data && (
          <ListBody ref={listTop} updating={query.isFetching} stale={query.isPlaceholderData}>
            {members.length === 0 ? (
              <MemberEmptyState
                filtered={filters.filtered}
                onAdd={openCreate}
                onClearFilters={filters.clearFilters}
              />
            ) : (
              <MemberList
                members={members}
                onAssign={(member) => setAssignment({ open: true, member })}
                onEdit={(member) => setForm({ open: true, member })}
                onDelete={(member) => setRemoval({ open: true, member })}
                onHistory={(member) => history.show({ entity: 'member', id: member.id, name: member.name })}
              />
            )}
          </ListBody>
        )}
        {pagination && pagination.pages > 1 && members.length > 0 && (
          <Pagination
            page={page}
            pages={pagination.pages}
            summary={{ total: pagination.total, limit: pagination.limit, noun: 'members' }}
            label="Members pages"
            onPageChange={goToPage}
          />
        )}
      </div>
      <MemberFormDialog
        open={form.open}
        member={form.member}
        onOpenChange={keepMember(setForm)}
        onCreated={(created) => {
          if (created.temporaryPassword) {
            setTemporary({ name: created.name, email: created.email, password: created.temporaryPassword });
          }
        }}
      />
      <DeleteMemberDialog open={removal.open} member={removal.member} onOpenChange={keepMember(setRemoval)} />
      <AssignStoreDialog
        open={assignment.open}
        member={assignment.member}
        onOpenChange={keepMember(setAssignment)}
      />
      <TemporaryPasswordDialog credentials={temporary} onClose={() => setTemporary(null)} />
      <EntityHistoryDialog {...history.dialog} />
    </>
  );
}
