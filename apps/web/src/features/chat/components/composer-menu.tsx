import type { MenuItem, TriggerKind } from '../utils/composer-menu';
import styles from './composer.module.css';

const TITLES: Record<TriggerKind, string> = {
  mention: 'Members and roles',
  channel: 'Channels',
  command: 'Commands',
  emoji: 'Emoji matching',
};

/** The listbox under '@', '#' or '/'; the textarea keeps focus (aria-activedescendant). */
export function ComposerMenu({
  id,
  kind,
  items,
  active,
  onHover,
  onPick,
}: {
  id: string;
  kind: TriggerKind;
  items: MenuItem[];
  active: number;
  onHover: (index: number) => void;
  onPick: (item: MenuItem) => void;
}) {
  return (
    <div className={styles.menu}>
      <p className={styles.menuTitle} id={`${id}-title`}>
        {TITLES[kind]}
      </p>
      <ul role="listbox" id={id} aria-labelledby={`${id}-title`} className={styles.menuList}>
        {items.map((item, index) => (
          <li
            key={item.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.menuItem}
            onMouseEnter={() => onHover(index)}
            // Keep focus in the textarea.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(item)}
          >
            <span className={styles.menuLabel}>{item.label}</span>
            {item.hint ? <span className={styles.menuHint}>{item.hint}</span> : null}
            {item.usage ? (
              <span className={styles.menuUsage} aria-hidden="true">
                {item.usage}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
