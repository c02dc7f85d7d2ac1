import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@bbt/domain';

/**
 * Once signed in, go on after LIMITS.signInRedirectMs (spec screen 6: 2 seconds) to the page
 * that sent the visitor to sign in (`next`, already made safe), else /.
 */
export function useRedirectAfterSignIn(signedIn: boolean, next: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return;
    const timer = window.setTimeout(() => {
      void navigate(next, { replace: true });
    }, LIMITS.signInRedirectMs);
    return () => window.clearTimeout(timer);
  }, [signedIn, next, navigate]);
}
