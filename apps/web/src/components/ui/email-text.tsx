/**
 * An email address that, where it must wrap, wraps before its @ (the one natural break),
 * and only inside a part that is longer than the line by itself.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
