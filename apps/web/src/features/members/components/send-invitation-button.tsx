import type { Member } from '@portal/contract';
import { SendIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSendInvitation } from '../api/send-invitation';

/** 'Send invitation' of a member's card: the e-mail with a link to choose a password. */
export function SendInvitationButton({ member }: { member: Member }) {
  const invite = useSendInvitation();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Send invitation to ${member.name}`}
      disabled={invite.isPending}
      onClick={() => invite.mutate(member)}
    >
      {invite.isPending ? <Spinner /> : <SendIcon aria-hidden />}
      Send invitation
    </Button>
  );
}
