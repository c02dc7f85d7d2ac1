import { useState } from 'react';
import { useNavigate } from 'react-router';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { ChatViewer } from '../types';
import { RoleClaimList } from './role-claim-list';

/** Local-storage key (spec §7), set once the first-visit popup was closed. */
export const FIRST_CHAT_VISIT_KEY = 'firstChatVisit';

function isFirstChatVisit(): boolean {
  try {
    return window.localStorage.getItem(FIRST_CHAT_VISIT_KEY) === null;
  } catch {
    return false;
  }
}

function markFirstChatVisitDone(): void {
  try {
    window.localStorage.setItem(FIRST_CHAT_VISIT_KEY, 'true');
  } catch {
    // Storage unavailable: nothing to remember.
  }
}

/**
 * 'Choose your interests' on the first chat visit (spec screen 13). Its button leads on into
 * #general, where a newcomer's first conversation is; closing it leaves them where they are.
 */
export function InterestsDialog({
  viewer,
  onClaimed,
}: {
  viewer: ChatViewer;
  onClaimed: () => void;
}) {
  const [open, setOpen] = useState(isFirstChatVisit);
  const navigate = useNavigate();
  const close = () => {
    markFirstChatVisitDone();
    setOpen(false);
  };
  const continueToGeneral = () => {
    close();
    void navigate('/app/general');
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={COPY.chat.interestsTitle}
      description="Pick the markets you follow to open their channels. You can change this any time in #claim."
      footer={<Button onClick={continueToGeneral}>{COPY.chat.interestsDone}</Button>}
    >
      <RoleClaimList viewer={viewer} onClaimed={onClaimed} />
    </Modal>
  );
}
