import { useEffect, useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Check, MailCheck, TriangleAlert } from 'lucide-react';
import { COPY, LIMITS, type DevPersonaKey } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useAuthOptions } from '../api/get-auth-options';
import { ME_QUERY_KEY } from '../api/get-me';
import { useDevSignIn } from '../api/dev-sign-in';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { useSignInSocial } from '../api/sign-in-social';
import { useSignInWithPassword } from '../api/sign-in-password';
import { useRedirectAfterSignIn } from '../hooks/use-redirect-after-sign-in';
import { safeReturnPath } from '../return-path';
import { useSession } from '../hooks/use-session';
import type { AuthProvider, DevPersona } from '../types';
import { Avatar } from '../../../components/ui/avatar';
import styles from './sign-in-panel.module.css';

function providerLabel(provider: AuthProvider): string {
  if (provider.id === 'google') return COPY.auth.withGoogle;
  if (provider.id === 'facebook') return COPY.auth.withFacebook;
  return `Sign in with ${provider.name}`;
}

function ProviderButtons({
  providers,
  busy,
  pendingId,
  onSelect,
}: {
  providers: AuthProvider[];
  busy: boolean;
  pendingId: string | null;
  onSelect: (provider: AuthProvider) => void;
}) {
  return (
    <ul role="list" className={styles.stack}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <Button
            variant="secondary"
            size="lg"
            block
            className={styles.providerButton}
            disabled={busy}
            loading={pendingId === provider.id}
            icon={
              <span className={styles.providerMark} aria-hidden="true">
                {provider.name.slice(0, 1).toUpperCase()}
              </span>
            }
            onClick={() => onSelect(provider)}
          >
            {providerLabel(provider)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function DevPersonas({
  personas,
  busy,
  pendingAs,
  onSelect,
}: {
  personas: DevPersona[];
  busy: boolean;
  pendingAs: DevPersonaKey | null;
  onSelect: (as: DevPersonaKey) => void;
}) {
  return (
    <section aria-labelledby="dev-sign-in-heading">
      <h2 id="dev-sign-in-heading" className={styles.divider}>
        {COPY.auth.devSignIn}
      </h2>
      <p className={styles.devNote}>Development only: enter as a seeded member of each role.</p>
      <ul role="list" className={styles.personas}>
        {personas.map((persona) => (
          <li key={persona.as}>
            <button
              type="button"
              className={styles.persona}
              disabled={busy}
              aria-busy={pendingAs === persona.as || undefined}
              onClick={() => onSelect(persona.as)}
            >
              <Avatar name={persona.name} image={persona.image} size={32} />
              <span className={styles.personaText}>
                <span className={styles.personaName}>{persona.name}</span>
                <span className={styles.personaRole}>{persona.roleLabel}</span>
              </span>
              {pendingAs === persona.as ? (
                <Spinner size="sm" label={null} className={styles.personaSpinner} />
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Sign-in with the password of the old app (decision 0050), offered only when the server has
 * the old project's password-hash parameters. Every refusal of a pair reads the same (it tells
 * nobody which addresses are members) and is said under the password field.
 */
function PasswordForm({ busy }: { busy: boolean }) {
  const signIn = useSignInWithPassword();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: 'email' | 'password'; text: string } | null>(
    null,
  );
  const headingId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (address === '') return setProblem({ field: 'email', text: COPY.mailing.required });
    if (password === '') return setProblem({ field: 'password', text: COPY.auth.passwordRequired });
    signIn.mutate(
      { email: address, password },
      {
        onError: (error) =>
          setProblem({
            field: 'password',
            // better-auth answers a wrong pair (401) and a malformed address (400) in its own shape.
            text:
              isApiError(error) && (error.status === 401 || error.status === 400)
                ? COPY.auth.passwordWrong
                : errorMessage(error),
          }),
      },
    );
  };

  const pending = signIn.isPending || signIn.isSuccess;
  return (
    <section aria-labelledby={headingId} className={styles.emailLink}>
      <h2 id={headingId} className={styles.divider}>
        {COPY.auth.passwordHeading}
      </h2>
      <form className={styles.emailForm} onSubmit={onSubmit} noValidate>
        <TextField
          label={COPY.auth.emailLabel}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          error={problem?.field === 'email' ? problem.text : null}
          disabled={pending || busy}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
        />
        <TextField
          label={COPY.auth.passwordLabel}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={problem?.field === 'password' ? problem.text : null}
          disabled={pending || busy}
          onChange={(event) => {
            setPassword(event.target.value);
            setProblem(null);
          }}
        />
        <Button type="submit" variant="primary" block loading={pending} disabled={busy}>
          {COPY.auth.passwordButton}
        </Button>
      </form>
    </section>
  );
}

/**
 * Sign-in by a link mailed to the address (decision 0040): the way in for members who had an
 * email and password in the old app, and for anyone whose provider is not at hand. After a
 * request the form says where the link went (the same words for any address); an error is
 * read out where the field is.
 */
function EmailLinkForm({
  next,
  linkFailed,
  passwordOffered,
}: {
  next: string;
  linkFailed: string | null;
  /** The password form is above: the link is for a forgotten password. */
  passwordOffered: boolean;
}) {
  const request = useRequestSignInLink();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (address === '') {
      setProblem(COPY.mailing.required);
      return;
    }
    request.mutate(
      { email: address, next },
      { onError: (error) => setProblem(errorMessage(error)) },
    );
  };

  if (request.isSuccess) {
    return (
      <section aria-labelledby={headingId} className={styles.emailLink}>
        <h2 id={headingId} className={styles.divider}>
          {COPY.auth.emailLinkHeading}
        </h2>
        <div className={styles.sent} role="status">
          <MailCheck className={styles.sentIcon} size={20} aria-hidden="true" />
          <p>{COPY.auth.emailLinkSent(request.variables.email)}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            request.reset();
            setEmail('');
          }}
        >
          {COPY.auth.emailLinkAgain}
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.emailLink}>
      <h2 id={headingId} className={styles.divider}>
        {COPY.auth.emailLinkHeading}
      </h2>
      {linkFailed ? (
        <div className={styles.notice} role="alert">
          <TriangleAlert className={styles.noticeIcon} size={16} aria-hidden="true" />
          <p>
            {linkFailed === 'INVALID_TOKEN'
              ? COPY.auth.emailLinkInvalid
              : COPY.auth.emailLinkFailed}
          </p>
        </div>
      ) : null}
      <p className={styles.importedNote}>
        {passwordOffered ? COPY.auth.emailLinkForgotten : COPY.auth.emailLinkImported}
      </p>
      <form className={styles.emailForm} onSubmit={onSubmit} noValidate>
        <TextField
          label={COPY.auth.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          error={problem}
          disabled={request.isPending}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(null);
          }}
        />
        <Button type="submit" variant="primary" block loading={request.isPending}>
          {COPY.auth.emailLinkButton}
        </Button>
      </form>
    </section>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      <TriangleAlert className={styles.noticeIcon} size={16} aria-hidden="true" />
      <div className={styles.noticeBody}>{children}</div>
    </div>
  );
}

/**
 * Sign-in (spec screen 6, ruling 17): the configured providers as buttons (Apple is never a
 * button), the old app's password when the server can check it (decision 0050), a sign-in
 * link by email (decision 0040), dev personas under them outside
 * production, and the 2-second redirect once signed in, back to the page that sent the visitor
 * here (`?next=`), else /. A failed provider result (?error=1) is silently ignored; a failed
 * sign-in link (?link=failed) is said above the email form.
 */
export function SignInPanel() {
  const [params] = useSearchParams();
  const returningFromProvider = params.get('complete') === '1';
  // A sign-in link that could not be used comes back as ?link=failed&error=<code>.
  const linkFailed = params.get('link') === 'failed' ? (params.get('error') ?? 'unknown') : null;
  const next = safeReturnPath(params.get('next'));
  const queryClient = useQueryClient();
  const session = useSession();
  const options = useAuthOptions();
  const social = useSignInSocial();
  const dev = useDevSignIn();
  const toast = useToast();

  // Back from the provider: read the new session.
  useEffect(() => {
    if (returningFromProvider) {
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }, { cancelRefetch: false });
    }
  }, [returningFromProvider, queryClient]);

  const signedIn = session.status === 'signed-in';
  useRedirectAfterSignIn(signedIn, next);

  if (signedIn) {
    return (
      <div className={styles.panel}>
        <div className={styles.done} role="status">
          <span className={styles.doneIcon}>
            <Check size={28} aria-hidden="true" />
          </span>
          <p className={styles.doneText}>Signed in, {COPY.auth.redirecting}</p>
          <p className={styles.doneName}>{session.user.name}</p>
          <Spinner size="md" label={null} />
        </div>
      </div>
    );
  }

  // A provider redirect is under way (the page is about to unload): keep everything disabled.
  const redirecting = social.isSuccess;
  const busy = social.isPending || dev.isPending || redirecting;
  const pendingProviderId =
    social.isPending || social.isSuccess ? (social.variables?.provider ?? null) : null;

  const onProvider = (provider: AuthProvider) => {
    social.mutate(
      { provider: provider.id, next },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  };

  const onPersona = (as: DevPersonaKey) => {
    dev.mutate(as, { onError: (error) => toast.error(errorMessage(error)) });
  };

  let body: ReactNode;
  if (options.isPending) {
    body = (
      <div className={styles.stack} aria-hidden="true">
        <Skeleton height={48} radius="var(--radius-md)" />
        <Skeleton height={48} radius="var(--radius-md)" />
      </div>
    );
  } else if (options.isError) {
    body = (
      <Notice>
        <span>Sign-in options could not be loaded. Please try again in a moment.</span>
        <Button variant="secondary" size="sm" onClick={() => void options.refetch()}>
          {COPY.chunk.retry}
        </Button>
      </Notice>
    );
  } else {
    const { devPersonas, passwordSignIn } = options.data;
    // Apple is configurable on the server but never gets a button (spec screen 6).
    const providers = options.data.providers.filter((provider) => provider.id !== 'apple');
    body = (
      <>
        {providers.length > 0 ? (
          <ProviderButtons
            providers={providers}
            busy={busy}
            pendingId={pendingProviderId}
            onSelect={onProvider}
          />
        ) : null}
        {passwordSignIn ? <PasswordForm busy={busy} /> : null}
        <EmailLinkForm next={next} linkFailed={linkFailed} passwordOffered={passwordSignIn} />
        {devPersonas.length > 0 ? (
          <DevPersonas
            personas={devPersonas}
            busy={busy}
            pendingAs={dev.isPending ? (dev.variables ?? null) : null}
            onSelect={onPersona}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.panel} aria-busy={session.status === 'unknown' || undefined}>
      <div className={styles.header}>
        <img className={styles.logo} src="/images/brand/logo.svg" alt="" width={48} height={48} />
        <h1 className={styles.title}>{COPY.auth.signIn}</h1>
        <p className={styles.lead}>
          New here? Signing in creates your free membership, with {LIMITS.signalsAccessDays} days of
          premium signals.
        </p>
      </div>
      {body}
      <p className={styles.terms}>
        By signing in you agree to our <Link to="/terms">Terms of service</Link>.
      </p>
    </div>
  );
}
