import { useEffect, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { isCalendarDay } from '../utils/days';

/** Years before this are typing on their way to a real date ('0002' while typing '2025'). */
const EARLIEST = '2000-01-01';
const COMMIT_DELAY_MS = 400;

const usable = (day: string) => isCalendarDay(day) && day >= EARLIEST;

interface DateFilterProps {
  label: string;
  /** The day in effect (from the URL). */
  value: string;
  onCommit: (day: string) => void;
  min?: string;
  max?: string;
  error?: string | null;
  hint?: string;
}

/**
 * A date field that changes the filter only once it holds a whole, plausible day: typing a
 * year digit by digit doesn't fire a query per keystroke, and clearing the field puts the day
 * in effect back when it loses focus.
 */
export function DateFilter({ label, value, onCommit, min, max, error, hint }: DateFilterProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The filter changed elsewhere (reset, a link): show the new day.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const settled = useDebouncedValue(draft, COMMIT_DELAY_MS);
  useEffect(() => {
    if (settled === draft && settled !== value && usable(settled)) onCommit(settled);
  }, [settled, draft, value, onCommit]);

  return (
    <TextField
      label={label}
      type="date"
      value={draft}
      min={min ?? EARLIEST}
      max={max}
      required
      error={error}
      hint={hint}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (usable(draft)) {
          if (draft !== value) onCommit(draft);
        } else setDraft(value);
      }}
    />
  );
}
