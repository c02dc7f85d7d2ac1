import { LogOut } from 'lucide-react';
import { COPY } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import type { ButtonProps } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSignOut } from '../api/sign-out';

export function SignOutButton(props: Pick<ButtonProps, 'variant' | 'size' | 'block'>) {
  const signOut = useSignOut();
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      size="sm"
      {...props}
      loading={signOut.isPending}
      icon={<LogOut aria-hidden="true" size={16} />}
      onClick={() => signOut.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}
    >
      {COPY.auth.logOut}
    </Button>
  );
}
