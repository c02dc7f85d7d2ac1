import { canAfford, COPY, creditsShort, formatCredits, type BadgeTier } from '@bbt/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { RedeemProduct } from '../types';
import { balanceAfter } from '../utils/redeem';
import styles from './marketing.module.css';

/** What the member asked to redeem, priced when they clicked. */
export interface RedeemRequest {
  product: RedeemProduct;
  tier: BadgeTier | undefined;
  price: number;
}

/**
 * Asks before credits are spent: the price, the balance now and what it leaves. The figures
 * come from the store's last answer; the server prices the redeem again and may still refuse.
 */
export function RedeemConfirmDialog({
  request,
  credits,
  pending,
  onConfirm,
  onClose,
}: {
  request: RedeemRequest | null;
  credits: number;
  pending: boolean;
  onConfirm: (request: RedeemRequest) => void;
  onClose: () => void;
}) {
  const tierTitle =
    request?.tier === undefined
      ? undefined
      : request.product.tiers.find((t) => t.tier === request.tier)?.title;
  const affordable = request ? canAfford(credits, request.price) : true;

  return (
    <ConfirmDialog
      open={request !== null}
      onClose={onClose}
      title={request ? `${COPY.marketing.redeem} ${request.product.title}?` : COPY.marketing.redeem}
      description={tierTitle ? `${tierTitle}, paid with your credits.` : 'Paid with your credits.'}
      confirmLabel={COPY.marketing.redeem}
      tone="primary"
      pending={pending}
      holdWhilePending
      onConfirm={() => request && onConfirm(request)}
    >
      {request ? (
        <dl className={styles.redeemFacts}>
          <div>
            <dt>Price</dt>
            <dd className="tabular-nums">{formatCredits(request.price)}</dd>
          </div>
          <div>
            <dt>{COPY.marketing.balance}</dt>
            <dd className="tabular-nums">{formatCredits(credits)}</dd>
          </div>
          {affordable ? (
            <div className={styles.redeemResult}>
              <dt>Balance after</dt>
              <dd className="tabular-nums">
                {formatCredits(balanceAfter(credits, request.price))}
              </dd>
            </div>
          ) : (
            <div className={styles.redeemResult}>
              <dt>Missing</dt>
              <dd className="tabular-nums">
                {formatCredits(creditsShort(credits, request.price))}
              </dd>
            </div>
          )}
        </dl>
      ) : null}
    </ConfirmDialog>
  );
}
