import { useQueryClient } from '@tanstack/react-query';
import { COPY } from '@bbt/domain';
import { ME_QUERY_KEY } from '../../features/auth/api/get-me';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { MarketingFrame } from '../../features/marketing/components/marketing-frame';
import { MarketingOverview } from '../../features/marketing/components/marketing-overview';

/** /marketing (spec screen 9): members only; signed-out visitors go to /signin. */
function MarketingRoute() {
  const queryClient = useQueryClient();
  return (
    <RequireAuth>
      <MarketingFrame back={{ to: '/', label: COPY.nav.home }}>
        <MarketingOverview
          // Joining sets the marketing role: the session picks it up.
          onJoined={() => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })}
        />
      </MarketingFrame>
    </RequireAuth>
  );
}

export { MarketingRoute as Component };
