import { MeetingsBoard } from '../../features/learn/components/meetings-board';
import { MemberPage } from './member-page';

/** /learn: the meetings. */
function LearnRoute() {
  return (
    <MemberPage label="Learn">
      <MeetingsBoard />
    </MemberPage>
  );
}

export { LearnRoute as Component };
