import { useState, type FormEvent } from 'react';
import { Archive, TicketPercent } from 'lucide-react';
import {
  couponDraftProblem,
  normalizeCouponCode,
  type CouponKind,
  type CouponStatus,
} from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, TableHead, TableSkeleton } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBanner } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, plural } from '../../../lib/format';
import { useArchiveCoupon, useCoupons, useCreateCoupon } from '../api/coupons';
import { useProductOptions } from '../api/get-product-options';
import type { Coupon, NewCoupon } from '../types';
import styles from './coupons-admin.module.css';
import sales from './sales.module.css';
import tables from './tables.module.css';

const COLUMNS = ['Code', 'Takes off', 'For', 'Uses', 'Expires', 'Status', 'Actions'] as const;
const KIND_OPTIONS = [
  { value: 'percent', label: 'Percent' },
  { value: 'fixed', label: 'Fixed amount' },
] as const satisfies ReadonlyArray<{ value: CouponKind; label: string }>;
const STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  used_up: 'Used up',
  archived: 'Archived',
};

interface Draft {
  code: string;
  kind: CouponKind;
  value: string;
  product: string;
  expiresAt: string;
  totalLimit: string;
  perMemberLimit: string;
}
const EMPTY_DRAFT: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  product: '',
  expiresAt: '',
  totalLimit: '',
  perMemberLimit: '',
};

const LIMIT_FIELDS = [
  { key: 'totalLimit', label: 'Limit on all uses (optional)' },
  { key: 'perMemberLimit', label: 'Limit per member (optional)' },
] as const satisfies ReadonlyArray<{ key: keyof Draft; label: string }>;

const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** The request a draft makes; the expiry is the founder's local time, sent with its offset. */
function toRequest(draft: Draft): NewCoupon {
  const value = numberOrNull(draft.value);
  return {
    code: normalizeCouponCode(draft.code),
    kind: draft.kind,
    percent: draft.kind === 'percent' ? value : null,
    amountOff: draft.kind === 'fixed' ? value : null,
    product: draft.product || null,
    expiresAt: draft.expiresAt ? new Date(draft.expiresAt).toISOString() : null,
    totalLimit: numberOrNull(draft.totalLimit),
    perMemberLimit: numberOrNull(draft.perMemberLimit),
  };
}

/** What the domain's rule says of the draft before it is sent (the server checks it again). */
function draftProblem(request: NewCoupon): string | null {
  if (request.kind === 'percent' && request.percent === null) return 'Say the percentage off';
  return couponDraftProblem(
    {
      code: request.code,
      kind: request.kind,
      percent: request.percent ?? null,
      amountOff: request.amountOff ?? null,
      productPrice: null,
      expiresAt: request.expiresAt ? new Date(request.expiresAt) : null,
      totalLimit: request.totalLimit ?? null,
      perMemberLimit: request.perMemberLimit ?? null,
    },
    new Date(),
  );
}

function CreateCouponForm() {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const products = useProductOptions();
  const create = useCreateCoupon();
  const set = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = toRequest(draft);
    const found = draftProblem(request);
    setProblem(found);
    if (found) return;
    create.mutate(request, {
      onSuccess: () => setDraft(EMPTY_DRAFT),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <section className={sales.section} aria-labelledby="new-coupon-title">
      <h2 id="new-coupon-title" className={sales.sectionTitle}>
        New coupon
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="Code"
          hint="3 to 24 letters, digits or dashes, e.g. SPRING-25"
          value={draft.code}
          onChange={(event) => set({ code: event.target.value })}
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          required
        />
        <SegmentedControl
          legend="Takes off"
          options={KIND_OPTIONS}
          value={draft.kind}
          onChange={(kind) => set({ kind, value: '' })}
        />
        <TextField
          label={draft.kind === 'percent' ? 'Percent off (1 to 100)' : 'Amount off (USD)'}
          type="number"
          inputMode="decimal"
          min={draft.kind === 'percent' ? 1 : 0.01}
          max={draft.kind === 'percent' ? 100 : undefined}
          step={draft.kind === 'percent' ? 1 : 0.01}
          value={draft.value}
          onChange={(event) => set({ value: event.target.value })}
          required
        />
        <SelectField
          label="For"
          value={draft.product}
          onChange={(event) => set({ product: event.target.value })}
        >
          <option value="">Every product</option>
          {(products.data ?? []).map((product) => (
            <option key={product.key} value={product.key}>
              {product.title}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Expires (optional)"
          type="datetime-local"
          value={draft.expiresAt}
          onChange={(event) => set({ expiresAt: event.target.value })}
        />
        {LIMIT_FIELDS.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={draft[key]}
            onChange={(event) => set({ [key]: event.target.value })}
          />
        ))}
        <div className={styles.submit}>
          {problem ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
          <Button type="submit" loading={create.isPending}>
            Create coupon
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Archives one coupon, after asking. */
function ArchiveCoupon({ coupon }: { coupon: Coupon }) {
  const [asking, setAsking] = useState(false);
  const archive = useArchiveCoupon();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        icon={<Archive size={16} aria-hidden="true" />}
        aria-label={`Archive ${coupon.code}`}
        onClick={() => setAsking(true)}
      >
        Archive
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Archive ${coupon.code}?`}
        description="No new order can use it. Orders already paid or awaiting payment with it keep it."
        confirmLabel="Archive"
        onConfirm={() => archive.mutate(coupon, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
        pending={archive.isPending}
        holdWhilePending
      />
    </>
  );
}

const usesText = (coupon: Coupon) =>
  coupon.totalLimit === null ? `${coupon.uses}` : `${coupon.uses} of ${coupon.totalLimit}`;

function CouponsTable({ coupons }: { coupons: Coupon[] }) {
  return (
    <DataTable caption="Coupons, those still usable first" narrow="stack">
      <TableHead columns={COLUMNS} unlabelled={['Actions']} />
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.id}>
            <td data-label="Code">
              <code className={styles.code}>{coupon.code}</code>
            </td>
            <td data-label="Takes off">{coupon.label}</td>
            <td data-label="For">{coupon.product?.title ?? 'Every product'}</td>
            <td data-label="Uses" className="tabular-nums">
              <span>
                {usesText(coupon)}
                {coupon.perMemberLimit !== null ? (
                  <span className={tables.muted}>
                    {' '}
                    · {plural(coupon.perMemberLimit, 'use', 'uses')} per member
                  </span>
                ) : null}
              </span>
            </td>
            <td data-label="Expires" className={`${tables.muted} tabular-nums`}>
              {coupon.expiresAt ? (
                <time dateTime={coupon.expiresAt}>{formatDateTime(coupon.expiresAt)}</time>
              ) : (
                'Never'
              )}
            </td>
            <td data-label="Status">
              <span className={`${styles.status} ${styles[coupon.status]}`}>
                {STATUS_LABELS[coupon.status]}
              </span>
            </td>
            <td className={tables.nowrap}>
              {coupon.status === 'archived' ? null : <ArchiveCoupon coupon={coupon} />}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * The console's coupons (decision 0051): a form that makes one, and every coupon with its uses,
 * limits and expiry, each archivable.
 */
export function CouponsAdmin() {
  const query = useCoupons();
  let body;
  if (query.isPending) {
    body = <TableSkeleton columns={COLUMNS} label="Loading the coupons" />;
  } else if (query.isError) {
    body = (
      <ErrorBanner
        title="Could not load the coupons"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon={<TicketPercent />}
        title="No coupons yet"
        description="Make one above: buyers type its code in the cart, and its uses show here."
      />
    );
  } else {
    body = <CouponsTable coupons={query.data} />;
  }
  return (
    <div className={sales.page}>
      <PageHeader
        className={sales.header}
        title="Coupons"
        description="Codes buyers type in the cart for a percentage or an amount off. One code per order."
      />
      <CreateCouponForm />
      <section className={sales.section} aria-labelledby="coupons-title">
        <h2 id="coupons-title" className={sales.sectionTitle}>
          All coupons
        </h2>
        {body}
      </section>
    </div>
  );
}
