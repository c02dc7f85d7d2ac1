import type { ReactNode } from 'react';
import section from './section.module.css';

interface LandingSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  alt?: boolean;
  centered?: boolean;
  children: ReactNode;
}

/** A landing-page section with its heading, for content other features provide. */
export function LandingSection({
  id,
  eyebrow,
  title,
  lead,
  alt = false,
  centered = false,
  children,
}: LandingSectionProps) {
  return (
    <section
      className={[section.section, alt ? section.alt : undefined].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <div className="container">
        <div
          className={[section.header, centered ? section.centered : undefined]
            .filter(Boolean)
            .join(' ')}
        >
          {eyebrow ? <p className={section.eyebrow}>{eyebrow}</p> : null}
          <h2 id={`${id}-title`} className={section.title}>
            {title}
          </h2>
          {lead ? <p className={section.lead}>{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
