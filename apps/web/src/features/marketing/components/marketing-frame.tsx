import type { ReactNode } from 'react';
import {
  BackLink,
  OpenAppLink,
  TopBar,
  TopBarNav,
  TopBarPage,
} from '../../../components/ui/top-bar';
import styles from './marketing.module.css';

/**
 * A marketing page. The site navigation is hidden here (spec §2), so it brings a
 * compact bar: the way back, Open App and the theme toggle; then the page's content.
 */
export function MarketingFrame({
  back,
  children,
}: {
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <TopBarPage>
      <TopBar actions={<OpenAppLink />}>
        <TopBarNav label="Marketing">
          <BackLink to={back.to}>{back.label}</BackLink>
        </TopBarNav>
      </TopBar>
      <div className={`container ${styles.content}`}>{children}</div>
    </TopBarPage>
  );
}
