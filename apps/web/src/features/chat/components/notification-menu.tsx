import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Bell, BellOff, BellRing, Check } from 'lucide-react';
import { COPY, DEFAULT_NOTIFICATION_LEVEL, NOTIFICATION_LEVELS } from '@bbt/domain';
import type { NotificationLevel } from '@bbt/domain';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { PushDevices } from '../../push';
import { useChannels } from '../api/get-channels';
import { useSetNotificationLevel } from '../api/set-notification-level';
import { useNotificationPermission } from '../hooks/use-notification-permission';
import { describeError } from '../utils/describe-error';
import styles from './notification-menu.module.css';

const ICONS = { all: BellRing, mentions: Bell, muted: BellOff } as const;

/** What the browser lets the workspace do, under the levels: ask, or say why it can't. */
function PermissionLine() {
  const { permission, request } = useNotificationPermission();
  if (permission === 'granted') return null;
  if (permission === 'default') {
    return (
      <div className={styles.permission}>
        <Button size="sm" variant="secondary" block onClick={() => void request()}>
          {COPY.notifications.enable}
        </Button>
      </div>
    );
  }
  return (
    <p className={styles.permission}>
      {permission === 'denied' ? COPY.notifications.blocked : COPY.notifications.unsupported}
    </p>
  );
}

/**
 * The channel header's bell (decision 0035): how much of this channel notifies the member, as a
 * menu of three levels. Arrow keys move, Enter or Space choose, Escape closes, and focus goes
 * back to the bell.
 */
export function NotificationMenu({ slug, channelName }: { slug: string; channelName: string }) {
  const channels = useChannels();
  const summary = channels.data?.find((c) => c.slug === slug);
  const level = summary?.notify ?? DEFAULT_NOTIFICATION_LEVEL;
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const setLevel = useSetNotificationLevel();
  const toast = useToast();

  useEffect(() => {
    if (!open) return;
    itemRefs.current[NOTIFICATION_LEVELS.indexOf(level)]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
    // Focus moves in when it opens, not again when the level changes under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const choose = (next: NotificationLevel) => {
    close();
    if (next === level) return;
    setLevel.mutate(
      { slug, level: next, previous: level },
      {
        onSuccess: () =>
          toast.success(
            COPY.notifications.saved(channelName, COPY.notifications.levels[next].label),
          ),
        onError: (error) => toast.error(describeError(error)),
      },
    );
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemRefs.current.filter((el): el is HTMLButtonElement => el !== null);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
  };

  const Icon = ICONS[level];
  const label = COPY.notifications.menu(channelName);
  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        ref={toggleRef}
        variant={level === DEFAULT_NOTIFICATION_LEVEL ? 'ghost' : 'secondary'}
        size="sm"
        iconOnly
        aria-label={`${label}: ${COPY.notifications.levels[level].label}`}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        icon={<Icon size={18} aria-hidden="true" />}
      />
      {open ? (
        <div
          id={menuId}
          className={styles.menu}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
        >
          {NOTIFICATION_LEVELS.map((option, i) => {
            const ItemIcon = ICONS[option];
            const copy = COPY.notifications.levels[option];
            return (
              <button
                key={option}
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={option === level}
                tabIndex={option === level ? 0 : -1}
                className={styles.item}
                onClick={() => choose(option)}
              >
                <ItemIcon size={16} aria-hidden="true" className={styles.itemIcon} />
                <span className={styles.itemText}>
                  <span className={styles.itemLabel}>{copy.label}</span>
                  <span className={styles.itemHint}>{copy.hint}</span>
                </span>
                {option === level ? (
                  <Check size={16} aria-hidden="true" className={styles.check} />
                ) : null}
              </button>
            );
          })}
          <PermissionLine />
          <PushDevices />
        </div>
      ) : null}
    </div>
  );
}
