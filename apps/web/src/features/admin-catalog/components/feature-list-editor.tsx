import { useId } from 'react';
import { ArrowDown, ArrowUp, CircleAlert, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { focusLater } from '../../../lib/focus';
import { useAnnouncer } from '../hooks/use-announcer';
import { canMove, moveAnnouncement, moveOne, removeAt } from '../utils/list';
import type { Direction } from '../utils/list';
import { PRODUCT_LIMITS, newLine } from '../utils/product-form';
import type { FeatureLine, ListErrors } from '../utils/product-form';
import styles from './products-admin.module.css';

interface FeatureListEditorProps {
  /** The fieldset's legend: 'Features', 'Tier 2 features'. */
  legend: string;
  /** How one line is named for screen readers: 'Feature' -> 'Feature 3'. */
  itemLabel?: string;
  lines: FeatureLine[];
  onChange: (lines: FeatureLine[]) => void;
  errors?: ListErrors;
  disabled?: boolean;
  /** How many lines, and characters per line, the server takes (a product's features). */
  limits?: { lines: number; length: number };
  /** Under the legend: where the lines show. */
  hint?: string;
  /** In place of the list when it has no line. */
  emptyText?: string;
  addLabel?: string;
}

/**
 * An editable list of lines (a product's features by default, or the trusted-by names): type in each line, add one at the end, remove one, or
 * move it up or down with buttons (keyboard friendly; each move is announced and focus
 * stays on the line that moved).
 */
export function FeatureListEditor({
  legend,
  itemLabel = 'Feature',
  lines,
  onChange,
  errors,
  disabled = false,
  limits = { lines: PRODUCT_LIMITS.features, length: PRODUCT_LIMITS.feature },
  hint = `Shown in this order on the product page. Up to ${limits.lines} lines.`,
  emptyText = 'No features yet.',
  addLabel = 'Add a line',
}: FeatureListEditorProps) {
  const baseId = useId();
  const { message, announce } = useAnnouncer();
  const lineId = (line: FeatureLine) => `${baseId}-${line.id}`;
  const full = lines.length >= limits.lines;
  const nameOf = (line: FeatureLine, index: number) =>
    line.text.trim() || `${itemLabel} ${index + 1}`;

  const edit = (index: number, text: string) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, text } : line)));

  const move = (index: number, direction: Direction) => {
    const line = lines[index];
    if (!line || !canMove(index, lines.length, direction)) return;
    const next = moveOne(lines, index, direction);
    const to = direction === 'up' ? index - 1 : index + 1;
    onChange(next);
    announce(moveAnnouncement(nameOf(line, index), to, next.length));
    // At the top or bottom the pressed button turns off: keep focus on the line's other one.
    const other = direction === 'up' ? 'down' : 'up';
    focusLater(
      `#${CSS.escape(`${lineId(line)}-${direction}`)}`,
      `#${CSS.escape(`${lineId(line)}-${other}`)}`,
    );
  };

  const remove = (index: number) => {
    const line = lines[index];
    if (!line) return;
    const next = removeAt(lines, index);
    onChange(next);
    announce(`${nameOf(line, index)} removed.`);
    const neighbour = next[index] ?? next[index - 1];
    focusLater(
      ...(neighbour ? [`#${CSS.escape(lineId(neighbour))}`] : []),
      `#${CSS.escape(`${baseId}-add`)}`,
    );
  };

  const add = () => {
    if (full) return;
    const line = newLine();
    onChange([...lines, line]);
    focusLater(`#${CSS.escape(lineId(line))}`);
  };

  const hintId = `${baseId}-hint`;
  return (
    <fieldset className={styles.listEditor} aria-describedby={hintId}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {lines.length === 0 ? (
        <p className={styles.emptyList}>{emptyText}</p>
      ) : (
        <ol role="list" className={styles.lines}>
          {lines.map((line, index) => {
            const id = lineId(line);
            const label = `${itemLabel} ${index + 1}`;
            return (
              <li key={line.id} className={styles.line}>
                <span className={styles.lineNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <TextField
                  id={id}
                  className={styles.lineField}
                  label={label}
                  hideLabel
                  value={line.text}
                  maxLength={limits.length + 50}
                  error={errors?.lines[line.id]}
                  disabled={disabled}
                  onChange={(event) => edit(index, event.target.value)}
                />
                <div className={styles.lineActions}>
                  <Button
                    id={`${id}-up`}
                    size="sm"
                    variant="ghost"
                    iconOnly
                    aria-label={`Move ${label} up`}
                    title="Move up"
                    disabled={disabled || !canMove(index, lines.length, 'up')}
                    icon={<ArrowUp size={16} aria-hidden="true" />}
                    onClick={() => move(index, 'up')}
                  />
                  <Button
                    id={`${id}-down`}
                    size="sm"
                    variant="ghost"
                    iconOnly
                    aria-label={`Move ${label} down`}
                    title="Move down"
                    disabled={disabled || !canMove(index, lines.length, 'down')}
                    icon={<ArrowDown size={16} aria-hidden="true" />}
                    onClick={() => move(index, 'down')}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    iconOnly
                    className={styles.removeButton}
                    aria-label={`Remove ${label}`}
                    title="Remove"
                    disabled={disabled}
                    icon={<Trash2 size={16} aria-hidden="true" />}
                    onClick={() => remove(index)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {errors?.list ? (
        <p className={styles.listError}>
          <CircleAlert size={14} aria-hidden="true" />
          {errors.list}
        </p>
      ) : null}
      <div>
        <Button
          id={`${baseId}-add`}
          size="sm"
          variant="secondary"
          icon={<Plus size={16} aria-hidden="true" />}
          disabled={disabled || full}
          onClick={add}
        >
          {addLabel}
          <span className="visually-hidden"> to {legend}</span>
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {message}
      </p>
    </fieldset>
  );
}
