import { SignInPanel } from '../../features/auth/components/sign-in-panel';
import styles from './signin.module.css';

function SignInRoute() {
  return (
    <div className={`container ${styles.page}`}>
      <title>Sign in · Blue Badge</title>
      <SignInPanel />
    </div>
  );
}

export { SignInRoute as Component };
