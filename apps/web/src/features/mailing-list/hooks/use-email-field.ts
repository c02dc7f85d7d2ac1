import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { validateEmail } from '../validate-email';

/**
 * The email field of the newsletter forms: its value, its error (cleared as the visitor
 * types), the field's props for a TextField, and `check`, which shows why an address is
 * refused and says whether it may be sent.
 */
export function useEmailField() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const check = (): boolean => {
    const problem = validateEmail(email);
    setError(problem);
    return problem === null;
  };

  const fieldProps = {
    label: 'Email address',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    placeholder: 'you@example.com',
    value: email,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setEmail(event.target.value);
      if (error) setError(null);
    },
  } as const;

  return { email, setEmail, setError, check, fieldProps };
}
