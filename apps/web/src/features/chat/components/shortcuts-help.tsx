import { Modal } from '../../../components/ui/modal';
import styles from './shortcuts-help.module.css';

/** On Apple keyboards Cmd stands where Ctrl does elsewhere. */
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+/ (decision 0035): every shortcut of the workspace. */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const command = isApple() ? 'Cmd' : 'Ctrl';
  const rows: [keys: string[][], what: string][] = [
    [[[command, 'K']], 'Find a channel and open it'],
    [
      [
        ['Alt', '↑'],
        ['Alt', '↓'],
      ],
      'Previous or next channel',
    ],
    [
      [
        ['Alt', 'Shift', '↑'],
        ['Alt', 'Shift', '↓'],
      ],
      'Previous or next unread channel',
    ],
    [[['Esc']], 'Mark the channel read'],
    [[['↑']], 'Edit your last message (from an empty message box)'],
    [[[command, '/']], 'Show these shortcuts'],
  ];
  return (
    <Modal open={open} onClose={onClose} title="Keyboard shortcuts">
      <table className={styles.table}>
        <tbody>
          {rows.map(([combos, what]) => (
            <tr key={what}>
              <th scope="row" className={styles.keys}>
                {combos.map((keys, i) => (
                  <span key={keys.join('+')}>
                    {i > 0 ? <span className={styles.or}> or </span> : null}
                    {keys.map((key, j) => (
                      <span key={key}>
                        {j > 0 ? '+' : null}
                        <kbd className={styles.kbd}>{key}</kbd>
                      </span>
                    ))}
                  </span>
                ))}
              </th>
              <td className={styles.what}>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
