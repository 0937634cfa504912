import type { Member } from '@portal/contract';
import { AlertCircleIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadingState } from '@/components/ui/spinner';
import { UpdatingIndicator } from '@/components/ui/updating-indicator';
import { useMembers } from '@/features/members/api/get-members';
import { AssignStoreDialog } from '@/features/members/components/assign-store-dialog';
import { DeleteMemberDialog } from '@/features/members/components/delete-member-dialog';
import { MemberFormDialog } from '@/features/members/components/member-form-dialog';
import { MemberEmptyState, MemberList } from '@/features/members/components/member-list';
import { MemberToolbar } from '@/features/members/components/member-toolbar';
import { MembersHeader } from '@/features/members/components/members-header';
import {
  type TemporaryPassword,
  TemporaryPasswordDialog,
} from '@/features/members/components/temporary-password-dialog';
import { useMemberFilters } from '@/features/members/hooks/use-member-filters';
import { cn } from '@/lib/cn';

type DialogState = { open: boolean; member: Member | null };
const closed: DialogState = { open: false, member: null };

/** /admin/members (spec section 2, Admin Members / Team Members). */
export default function AdminMembersRoute() {
  const filters = useMemberFilters();
  const { setPage } = filters;
  const [form, setForm] = useState<DialogState>(closed);
  const [removal, setRemoval] = useState<DialogState>(closed);
  const [assignment, setAssignment] = useState<DialogState>(closed);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const query = useMembers(filters.params);

  const members = query.data?.users ?? [];
  const pagination = query.data?.pagination;
  const page = filters.params.page;

  // A delete can empty the last page: step back to the new last one.
  useEffect(() => {
    if (pagination && pagination.pages > 0 && page > pagination.pages) setPage(pagination.pages);
  }, [pagination, page, setPage]);

  const listTop = useRef<HTMLDivElement>(null);
  // The pager sits under the list: bring the top of the new page into view.
  const goToPage = (next: number) => {
    setPage(next);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    listTop.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  };
  const openCreate = () => setForm({ open: true, member: null });
  const showError = query.isError && !query.isFetching;
  const keepMember = (set: typeof setForm) => (open: boolean) => set((state) => ({ ...state, open }));

  return (
    <>
      <title>Team Members · MS Portal</title>
      <MembersHeader
        total={pagination?.total}
        activeOnPage={members.filter((member) => member.is_active).length}
        refreshing={query.isFetching}
        onRefresh={() => query.refetch()}
        onAdd={openCreate}
      />
      <div className="grid gap-4">
        <MemberToolbar
          search={filters.search}
          onSearchChange={filters.setSearch}
          designation={filters.designation}
          onDesignationChange={filters.setDesignation}
          status={filters.status}
          onStatusChange={filters.setStatus}
          pageSize={filters.pageSize}
          onPageSizeChange={filters.setPageSize}
        />
        {showError && (
          <Alert variant="destructive">
            <AlertCircleIcon aria-hidden />
            <AlertTitle>Failed to load members</AlertTitle>
            <AlertDescription>
              <p>{query.error.message}</p>
              <Button variant="outline" size="sm" className="mt-1" onClick={() => query.refetch()}>
                Try Again
              </Button>
            </AlertDescription>
          </Alert>
        )}
        {query.isPending && !showError && <LoadingState text="Loading members..." />}
        {query.data && (
          <div ref={listTop} className="relative mt-1 scroll-mt-24" aria-busy={query.isFetching}>
            <UpdatingIndicator active={query.isFetching} />
            <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
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
                />
              )}
            </div>
          </div>
        )}
        {pagination && pagination.pages > 1 && members.length > 0 && (
          <ListPagination
            page={page}
            pages={pagination.pages}
            total={pagination.total}
            limit={pagination.limit}
            noun="members"
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
    </>
  );
}
