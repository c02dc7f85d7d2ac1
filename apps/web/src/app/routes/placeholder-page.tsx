import { ArrowLeft, Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import styles from './placeholder-page.module.css';

interface PlaceholderPageProps {
  title: string;
  /** One line saying what this page will hold. */
  description: ReactNode;
  /** Pages without the site navigation (spec section 2) get their own way home. */
  standalone?: boolean;
}

/**
 * A route that a later piece of work fills: its real heading and what will be there, and no
 * made-up data.
 */
export function PlaceholderPage({ title, description, standalone = false }: PlaceholderPageProps) {
  return (
    <div
      className={['container', styles.page, standalone ? styles.standalone : undefined]
        .filter(Boolean)
        .join(' ')}
    >
      {standalone ? (
        <ButtonLink
          to="/"
          variant="ghost"
          size="sm"
          className={styles.back}
          icon={<ArrowLeft size={16} aria-hidden="true" />}
        >
          Home
        </ButtonLink>
      ) : null}
      <PageHeader title={title} description={description} />
      <p className={styles.note}>
        <Hammer className={styles.noteIcon} size={18} aria-hidden="true" />
        This page is being built and opens soon.
      </p>
    </div>
  );
}
