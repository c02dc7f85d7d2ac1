import { useState } from 'react';
import { tradingViewUsernameProblem } from '@bbt/domain';
import { TextField } from '../../../components/ui/text-field';

/**
 * The TradingView account the invite-only indicator is shared with (decision 0045), asked in
 * the cart when the server says the order needs it. The rule is the domain's; the server checks
 * it again, and its refusal is toasted.
 */
export function TradingViewUsernameField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const [touched, setTouched] = useState(false);
  const problem = touched ? tradingViewUsernameProblem(value.trim()) : null;
  return (
    <TextField
      label="TradingView username"
      hint="The indicator is an invite-only TradingView script: we share it with this account and mail you when it is done."
      name="tradingViewUsername"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={30}
      required
      value={value}
      error={problem}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setTouched(true)}
    />
  );
}
