import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LayoutDashboard, Menu, ShoppingCart, UserPlus, X } from 'lucide-react';
import { canUseAdminConsole, COPY } from '@bbt/domain';
import { Button, ButtonLink } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCart } from '../../features/cart/hooks/use-cart';
import styles from './site-header.module.css';
import { signInPath } from '../../features/auth/return-path';

const LINKS = [
  { to: '/', label: COPY.nav.home, end: true },
  { to: '/products', label: COPY.nav.products, end: false },
];

/** Members also get their orders. */
const MEMBER_LINKS = [
  ...LINKS,
  { to: '/orders', label: 'Orders', end: false },
  { to: '/account/billing', label: 'Billing', end: false },
];

/** The founder and admins also get the admin console. */
const STAFF_LINKS = [...MEMBER_LINKS, { to: '/admin', label: 'Admin', end: false }];

/** The cart icon, with the number of lines in the cart (server cart when signed in). */
function CartLink() {
  const session = useSession();
  const cart = useCart(session.status);
  const count = cart.lines.length;
  const label =
    count === 0 ? COPY.nav.cart : `${COPY.nav.cart}, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <ButtonLink
      to="/cart"
      variant="ghost"
      iconOnly
      className={styles.cartLink}
      aria-label={label}
      title={label}
      icon={<ShoppingCart size={18} aria-hidden="true" />}
    >
      {count > 0 ? (
        <span className={styles.cartCount} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </ButtonLink>
  );
}

/** Open App (to /app/intro) when signed in, Sign Up (to /signin) otherwise (spec §2). */
function AccountAction({
  block = false,
  onNavigate,
}: {
  block?: boolean;
  onNavigate?: () => void;
}) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.status === 'unknown') {
    return (
      <span className={block ? undefined : styles.accountSkeleton}>
        <Skeleton height={40} radius="var(--radius-md)" />
      </span>
    );
  }
  const signedIn = session.status === 'signed-in';
  return (
    <ButtonLink
      to={signedIn ? '/app/intro' : signInPath(`${pathname}${search}`)}
      block={block}
      className={block ? undefined : styles.account}
      icon={
        signedIn ? (
          <LayoutDashboard size={16} aria-hidden="true" />
        ) : (
          <UserPlus size={16} aria-hidden="true" />
        )
      }
      onClick={onNavigate}
    >
      {signedIn ? COPY.auth.openApp : COPY.auth.signUp}
    </ButtonLink>
  );
}

export function SiteHeader() {
  const session = useSession();
  const links =
    session.status !== 'signed-in'
      ? LINKS
      : canUseAdminConsole(session.user)
        ? STAFF_LINKS
        : MEMBER_LINKS;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);

  // A navigation (links, back button) closes the phone menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link to="/" className={styles.brand}>
          <img src="/images/brand/logo.svg" alt="" width={32} height={32} />
          <span>Blue Badge</span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul role="list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={styles.navLink}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <ThemeToggle />
          <CartLink />
          <AccountAction />
          <Button
            ref={menuButtonRef}
            variant="ghost"
            iconOnly
            className={styles.menuButton}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
            icon={
              menuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />
            }
          />
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" className={styles.mobileMenu} aria-label="Main">
          <div className="container">
            <ul role="list">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={styles.navLink}
                    onClick={closeMenu}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className={styles.mobileAccount}>
              <AccountAction block onNavigate={closeMenu} />
            </div>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
