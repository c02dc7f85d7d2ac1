import { SignalsRoom } from '../../features/signals/components/signals-room';
import { MemberPage } from './member-page';

/** /signals: the signals room. */
function SignalsRoute() {
  return (
    <MemberPage label="Signals room">
      <SignalsRoom />
    </MemberPage>
  );
}

export { SignalsRoute as Component };
