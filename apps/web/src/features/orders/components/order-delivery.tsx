import { Download, KeyRound, Send } from 'lucide-react';
import type { Order } from '../types';
import styles from './order-delivery.module.css';

/**
 * What a paid order hands over besides roles (decision 0045): its license keys, its files
 * through signed links that work a few minutes (the page fetches fresh ones), and the state of
 * the TradingView invite. Nothing is shown for an order that delivers none of them.
 */
export function OrderDelivery({ delivery }: { delivery: Order['delivery'] }) {
  const { licenseKeys, downloads, tradingView } = delivery;
  if (licenseKeys.length === 0 && downloads.length === 0 && !tradingView) return null;
  return (
    <section className={styles.delivery} aria-label="Your downloads and license">
      {licenseKeys.map((license) => (
        <p key={license.key} className={styles.row}>
          <KeyRound size={16} aria-hidden="true" className={styles.icon} />
          <span>
            License key for {license.product}:{' '}
            <code className={styles.key} data-revoked={license.revoked || undefined}>
              {license.key}
            </code>
            {license.revoked ? (
              <span className={styles.revoked}> (revoked with the refund)</span>
            ) : null}
          </span>
        </p>
      ))}
      {downloads.length > 0 ? (
        <ul role="list" className={styles.downloads}>
          {downloads.map((download) => (
            <li key={download.file}>
              <a className={styles.download} href={download.url} download={download.fileName}>
                <Download size={16} aria-hidden="true" />
                Download {download.title.replace(/^The /, 'the ')}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {tradingView ? (
        <p className={styles.row}>
          <Send size={16} aria-hidden="true" className={styles.icon} />
          <span>
            {tradingView.invitedAt
              ? `The indicator was shared with TradingView account ${tradingView.username}: find it under Indicators › Invite-only scripts.`
              : `We will share the indicator with TradingView account ${tradingView.username} and mail you when it is done.`}
          </span>
        </p>
      ) : null}
    </section>
  );
}
