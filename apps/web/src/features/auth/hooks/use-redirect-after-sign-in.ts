import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@bbt/domain';

/** Once signed in, go to / after LIMITS.signInRedirectMs (spec screen 6: 2 seconds). */
export function useRedirectAfterSignIn(signedIn: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(() => {
      void navigate('/', { replace: true });
    }, LIMITS.signInRedirectMs);
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate]);
}
