import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Save } from 'lucide-react';
import {
  SITE_LIMITS,
  SOCIAL_LABELS,
  SOCIAL_NETWORKS,
  type SocialLinks,
  type SocialNetwork,
} from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useAdminSite } from '../api/get-admin-site';
import { useUpdateSite } from '../api/update-site';
import type { SitePatch } from '../types';
import type { FeatureLine, ListErrors } from '../utils/product-form';
import {
  namesChanged,
  namesToLines,
  socialToForm,
  validateSocialForm,
  validateTrustedNames,
  type SocialErrors,
  type SocialForm,
} from '../utils/site-form';
import { AdminSection } from './admin-section';
import { FeatureListEditor } from './feature-list-editor';
import shared from './products-admin.module.css';
import styles from './site-admin.module.css';

const PLACEHOLDERS: Record<SocialNetwork, string> = {
  telegram: 'https://t.me/your-community',
  discord: 'https://discord.gg/your-invite',
  x: 'https://x.com/your-account',
  youtube: 'https://www.youtube.com/@your-channel',
};

/** Saves one part of the settings, then says so (or shows the server's refusal). */
function useSave(success: string, onStorefrontChanged?: () => void) {
  const update = useUpdateSite(onStorefrontChanged);
  const toast = useToast();
  const save = (
    patch: SitePatch,
    then: (saved: Awaited<ReturnType<typeof update.mutateAsync>>) => void,
  ) =>
    update.mutateAsync(patch).then(
      (saved) => {
        then(saved);
        toast.success(success);
      },
      (failure: unknown) => toast.error(errorMessage(failure)),
    );
  return { save, busy: update.isPending };
}

function SettingsCard({
  title,
  description,
  onSubmit,
  busy,
  saveLabel,
  notice,
  children,
}: {
  title: string;
  description: string;
  onSubmit: () => void;
  busy: boolean;
  saveLabel: string;
  notice: string | null;
  children: ReactNode;
}) {
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form
      className={`${shared.card} ${styles.card}`}
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
    >
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.cardDescription}>{description}</p>
      {children}
      <div className={shared.editorFooter}>
        <p className={shared.formNotice} role="status">
          {notice}
        </p>
        <div className={shared.editorActions}>
          <Button type="submit" loading={busy} icon={<Save size={16} aria-hidden="true" />}>
            {saveLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

function SocialLinksForm({
  saved,
  onStorefrontChanged,
}: {
  saved: SocialLinks;
  onStorefrontChanged?: () => void;
}) {
  const [form, setForm] = useState<SocialForm>(() => socialToForm(saved));
  const [errors, setErrors] = useState<SocialErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const { save, busy } = useSave('Social links saved', onStorefrontChanged);

  const submit = () => {
    const { patch, errors: found } = validateSocialForm(form, saved);
    setErrors(found ?? {});
    if (found) {
      setNotice(null);
      window.requestAnimationFrame(() =>
        fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (!patch || Object.keys(patch).length === 0) {
      setNotice('Nothing changed.');
      return;
    }
    void save({ socialLinks: patch }, (settings) => {
      setForm(socialToForm(settings.socialLinks));
      setNotice(null);
    });
  };

  return (
    <SettingsCard
      title="Social links"
      description="The icons in the footer of every storefront page. Only https addresses; leave a field empty to hide its icon. With no link at all, the footer shows no icons."
      onSubmit={submit}
      busy={busy}
      saveLabel="Save links"
      notice={notice}
    >
      <div ref={fieldsRef} className={styles.socialGrid}>
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={SOCIAL_LABELS[network]}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={PLACEHOLDERS[network]}
            maxLength={SITE_LIMITS.socialUrl + 50}
            value={form[network]}
            error={errors[network]}
            disabled={busy}
            onChange={(event) => {
              const value = event.target.value;
              setForm((f) => ({ ...f, [network]: value }));
              setErrors((e) => ({ ...e, [network]: undefined }));
              setNotice(null);
            }}
          />
        ))}
      </div>
    </SettingsCard>
  );
}

function TrustedByForm({
  saved,
  onStorefrontChanged,
}: {
  saved: string[];
  onStorefrontChanged?: () => void;
}) {
  const [lines, setLines] = useState<FeatureLine[]>(() => namesToLines(saved));
  const [errors, setErrors] = useState<ListErrors | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const { save, busy } = useSave('Trusted-by names saved', onStorefrontChanged);

  const submit = () => {
    const { values, errors: found } = validateTrustedNames(lines);
    setErrors(found);
    if (found) {
      setNotice(null);
      return;
    }
    if (!namesChanged(lines, saved)) {
      setNotice('Nothing changed.');
      return;
    }
    void save({ trustedBy: values }, (settings) => {
      setLines(namesToLines(settings.trustedBy));
      setNotice(
        settings.trustedBy.length === 0 ? 'The strip is hidden on the landing page.' : null,
      );
    });
  };

  return (
    <SettingsCard
      title="Trusted by"
      description="Names of communities and companies that use the shop, shown as a strip under the landing page's hero. List only names that agreed to appear; with no name the strip is hidden."
      onSubmit={submit}
      busy={busy}
      saveLabel="Save names"
      notice={notice}
    >
      <FeatureListEditor
        legend="Names"
        itemLabel="Name"
        lines={lines}
        errors={errors}
        disabled={busy}
        limits={{ lines: SITE_LIMITS.trustedNames, length: SITE_LIMITS.trustedName }}
        hint={`Shown in this order. Up to ${SITE_LIMITS.trustedNames} names of at most ${SITE_LIMITS.trustedName} characters.`}
        emptyText="No names: the landing page shows no strip."
        addLabel="Add a name"
        onChange={(next) => {
          setLines(next);
          setErrors(undefined);
          setNotice(null);
        }}
      />
    </SettingsCard>
  );
}

/**
 * Site: the footer's social links and the landing page's trusted-by names. Each
 * part saves on its own; the storefront shows the change at once, and what is unset is hidden.
 */
export function SiteAdmin({ onStorefrontChanged }: { onStorefrontChanged?: () => void }) {
  const site = useAdminSite();
  const headingId = useId();

  let body;
  if (site.isPending) {
    body = (
      <div aria-busy="true" className={styles.cards}>
        <span className="visually-hidden" role="status">
          Loading the site settings
        </span>
        <Skeleton height={280} radius="var(--radius-lg)" />
        <Skeleton height={200} radius="var(--radius-lg)" />
      </div>
    );
  } else if (!site.data) {
    body = (
      <ErrorState
        headingLevel={3}
        retryVariant="secondary"
        title="The site settings could not be loaded"
        error={site.error}
        retrying={site.isFetching}
        onRetry={() => void site.refetch()}
      />
    );
  } else {
    body = (
      <div className={styles.cards}>
        <SocialLinksForm saved={site.data.socialLinks} onStorefrontChanged={onStorefrontChanged} />
        <TrustedByForm saved={site.data.trustedBy} onStorefrontChanged={onStorefrontChanged} />
      </div>
    );
  }

  return (
    <AdminSection
      headingId={headingId}
      title="Site"
      description="What the storefront says about the community around it: where to find it, and who trusts it."
    >
      {body}
    </AdminSection>
  );
}
