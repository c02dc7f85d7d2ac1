import { useState } from 'react';
import { ArrowRight, Coins, Lock, PackageOpen } from 'lucide-react';
import { COPY, formatCredits, type BadgeTier } from '@bbt/domain';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useRedeemCatalog } from '../api/get-redeem-catalog';
import { useRedeemProduct } from '../api/redeem-product';
import type { RedeemProduct } from '../types';
import { redeemPrice } from '../utils/redeem';
import { RedeemConfirmDialog, type RedeemRequest } from './redeem-confirm-dialog';
import { RedeemProductCard } from './redeem-product-card';
import styles from './marketing.module.css';

const TITLE = 'Redeem credits';

function isMarketingRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** Spec screen 10 without the marketing role. */
function NoPermission() {
  return (
    <div className={styles.noPermission}>
      <title>{`${COPY.marketing.noPermission} · Blue Badge`}</title>
      <span className={styles.noPermissionIcon} aria-hidden="true">
        <Lock size={28} />
      </span>
      <h1 className={styles.noPermissionTitle}>{COPY.marketing.noPermission}</h1>
      <p className={styles.noPermissionText}>{COPY.marketing.roleRequired}</p>
      <ButtonLink to="/marketing" size="lg" iconEnd={<ArrowRight size={18} aria-hidden="true" />}>
        {COPY.marketing.getRole}
      </ButtonLink>
    </div>
  );
}

function StoreSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the redeem store
      </span>
      <div className={styles.headerSkeleton} aria-hidden="true">
        <Skeleton width={120} height={12} />
        <Skeleton width="min(360px, 80%)" height={36} />
        <Skeleton width="min(480px, 100%)" height={18} />
      </div>
      <div className={styles.balance} aria-hidden="true">
        <Skeleton width={44} height={44} radius="var(--radius-full)" />
        <div className={styles.balanceText}>
          <Skeleton width={64} height={14} />
          <Skeleton width={96} height={28} />
        </div>
      </div>
      <div className={styles.products} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.product}>
            <Skeleton className={styles.productMedia} height="auto" radius="0" />
            <div className={styles.productBody}>
              <Skeleton width="70%" height={22} />
              <Skeleton width={80} height={22} />
              <Skeleton height={40} radius="var(--radius-md)" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * /marketing/redeem (spec screen 10): the credit balance and the products it can buy. The
 * server answers 403 without the marketing role, which shows the Get role page. `onRedeemed`
 * runs after a redeem, so the session and catalogue reload (roles and credits changed).
 */
export function RedeemStore({ onRedeemed }: { onRedeemed: () => void }) {
  const catalog = useRedeemCatalog();
  const redeem = useRedeemProduct();
  const toast = useToast();
  const [asked, setAsked] = useState<RedeemRequest | null>(null);

  if (catalog.isPending) return <StoreSkeleton />;

  if (catalog.isError) {
    if (isMarketingRequired(catalog.error)) return <NoPermission />;
    return (
      <>
        <PageHeader eyebrow="Marketing team" title={TITLE} className={styles.header} />
        <ErrorState
          title="The redeem store could not be loaded"
          error={catalog.error}
          onRetry={() => void catalog.refetch()}
          retrying={catalog.isRefetching}
        />
      </>
    );
  }

  const { credits, products } = catalog.data;
  const pendingKey = redeem.isPending ? redeem.variables.product : null;

  // A click only asks; credits are spent once the dialog is confirmed.
  const onRedeem = (product: RedeemProduct, tier: BadgeTier | undefined) =>
    setAsked({ product, tier, price: redeemPrice(product, tier) });

  const onConfirm = ({ product, tier }: RedeemRequest) => {
    redeem.mutate(tier === undefined ? { product: product.key } : { product: product.key, tier }, {
      onSuccess: (result) => {
        toast.success(result.message || COPY.marketing.redeemed);
        onRedeemed();
      },
      onError: (error) => {
        toast.error(
          isApiError(error) && error.code === 'not_enough_credits'
            ? COPY.marketing.notEnoughCredits
            : errorMessage(error),
        );
      },
      onSettled: () => setAsked(null),
    });
  };

  return (
    <>
      <PageHeader
        eyebrow="Marketing team"
        title={TITLE}
        description="Spend the credits your invites earned on our products."
        className={styles.header}
      />
      <section className={styles.balance} aria-label={COPY.marketing.balance}>
        <span className={styles.balanceIcon} aria-hidden="true">
          <Coins size={22} />
        </span>
        <div className={styles.balanceText}>
          <p className={styles.balanceLabel}>{COPY.marketing.balance}</p>
          <p className={`${styles.balanceValue} tabular-nums`} aria-live="polite">
            {formatCredits(credits)}
          </p>
        </div>
      </section>
      {products.length === 0 ? (
        <EmptyState
          icon={<PackageOpen />}
          title="Nothing to redeem yet"
          description="Products you can buy with credits show up here."
          action={<ButtonLink to="/marketing">Back to your stats</ButtonLink>}
        />
      ) : (
        <div className={styles.products}>
          {products.map((product) => (
            <RedeemProductCard
              key={product.key}
              product={product}
              credits={credits}
              pending={pendingKey === product.key}
              busy={redeem.isPending && pendingKey !== product.key}
              onRedeem={onRedeem}
            />
          ))}
        </div>
      )}
      <RedeemConfirmDialog
        request={asked}
        credits={credits}
        pending={redeem.isPending}
        onConfirm={onConfirm}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
