import { useState } from 'react';
import { Link } from 'react-router';
import { Smartphone, X } from 'lucide-react';
import { PUSH_COPY } from '../copy';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePushDevices, useRemovePushDevice } from '../api/push-devices';
import { pushSupported, usePushSubscription } from '../hooks/use-push-subscription';
import styles from './push-devices.module.css';

/** The server's message, or the browser's when it refused (permission, push service). */
const describe = (error: unknown) =>
  error instanceof Error && !isApiError(error) ? error.message : errorMessage(error);

/**
 * The push section (decision 0062): a button that subscribes this device (the permission is
 * asked only then), and the member's devices, each removable. In the notification menu it sits
 * under the menu's items, set apart by a rule, and links to every setting; on the settings
 * page it sits in a box of its own.
 */
export function PushDevices({ placement = 'menu' }: { placement?: 'menu' | 'page' }) {
  const supported = pushSupported();
  const devices = usePushDevices(supported);
  const remove = useRemovePushDevice();
  const { endpoint, subscribe, forgetIfThis } = usePushSubscription();
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  if (!supported) return <p className={styles.note}>{PUSH_COPY.unsupported}</p>;

  const subscribed = endpoint !== null && devices.data?.some((d) => d.endpoint === endpoint);
  const onSubscribe = async () => {
    setBusy(true);
    try {
      toast.success((await subscribe()) ? PUSH_COPY.subscribed : PUSH_COPY.off);
    } catch (error) {
      toast.error(describe(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className={placement === 'menu' ? `${styles.root} ${styles.inMenu}` : styles.root}
      aria-label={PUSH_COPY.heading}
    >
      {subscribed ? null : (
        <>
          <p className={styles.note}>{PUSH_COPY.hint}</p>
          <Button size="sm" variant="secondary" block disabled={busy} onClick={onSubscribe}>
            {busy ? PUSH_COPY.subscribing : PUSH_COPY.subscribe}
          </Button>
        </>
      )}
      {devices.data && devices.data.length > 0 ? (
        <>
          <h3 className={styles.heading}>{PUSH_COPY.devices}</h3>
          <ul className={styles.list}>
            {devices.data.map((device) => (
              <li key={device.id} className={styles.device}>
                <Smartphone size={14} aria-hidden="true" />
                <span className={styles.label}>
                  {device.label}
                  {device.endpoint === endpoint ? ` (${PUSH_COPY.thisDevice})` : ''}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  aria-label={PUSH_COPY.remove(device.label)}
                  title={PUSH_COPY.remove(device.label)}
                  icon={<X size={14} aria-hidden="true" />}
                  onClick={() =>
                    remove.mutate(device, {
                      onSuccess: () => {
                        void forgetIfThis(device.endpoint);
                        toast.success(PUSH_COPY.removed(device.label));
                      },
                      onError: (error) => toast.error(describe(error)),
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {placement === 'menu' ? (
        <Link className={styles.settings} to="/app/settings/notifications">
          {PUSH_COPY.allSettings}
        </Link>
      ) : null}
    </section>
  );
}
