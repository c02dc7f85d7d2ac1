import { useId } from 'react';
import type { CSSProperties } from 'react';
import styles from './segmented-control.module.css';

interface SegmentedControlProps<T extends string> {
  /** Names the choice for screen readers (the legend is visually hidden). */
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  /** The narrowest a segment gets, in px (default: as wide as its label). */
  minSegmentWidth?: number;
  /** Below 480 px it takes the whole width, in equal, smaller segments. */
  fillOnPhone?: boolean;
}

/**
 * One choice out of a few, as joined segments: radio buttons underneath, so arrow keys move
 * between them and the choice is read out.
 */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
  minSegmentWidth,
  fillOnPhone = false,
}: SegmentedControlProps<T>) {
  const name = useId();
  const style = {
    '--segment-count': options.length,
    '--segment-min': minSegmentWidth === undefined ? undefined : `${minSegmentWidth}px`,
  } as CSSProperties;
  return (
    <fieldset
      className={fillOnPhone ? `${styles.segmented} ${styles.fill}` : styles.segmented}
      style={style}
    >
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className={styles.input}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
