import type { ReactNode } from 'react';
import { Hash, LifeBuoy, MessagesSquare, Vote } from 'lucide-react';
import section from './section.module.css';

const POINTS = [
  {
    Icon: Hash,
    title: 'Channels for every market',
    text: 'Crypto, forex and stocks rooms, a beginners’ chat and premium channels.',
  },
  {
    Icon: MessagesSquare,
    title: 'Analysts in the room',
    text: 'Ask a mentor, reply to a setup, react and share chart screenshots.',
  },
  {
    Icon: Vote,
    title: 'Polls and announcements',
    text: 'Vote on what we cover next and never miss a community update.',
  },
  {
    Icon: LifeBuoy,
    title: 'Private support tickets',
    text: 'Open a ticket and talk to our staff one-on-one.',
  },
];

/** The chat-room promo of spec screen 1; the page supplies the call to action. */
export function ChatPromo({ action }: { action?: ReactNode }) {
  return (
    <section className={section.section} aria-labelledby="chat-promo-title">
      <div className={`container ${section.split}`}>
        <img
          className={section.art}
          src="/images/products/badge-gallery-2.svg"
          alt="The members’ chat beside a live trading class"
          width={800}
          height={600}
          loading="lazy"
        />
        <div className={section.copy}>
          <p className={section.eyebrow}>Community chat</p>
          <h2 id="chat-promo-title" className={section.title}>
            A trading room where you are never on your own
          </h2>
          <p className={section.lead}>
            Our members’ workspace works like the chat apps you already know, built around markets
            and the people who trade them.
          </p>
          <ul role="list" className={section.points}>
            {POINTS.map(({ Icon, title, text }) => (
              <li key={title} className={section.point}>
                <span className={section.pointIcon} aria-hidden="true">
                  <Icon size={18} />
                </span>
                <span className={section.pointText}>
                  <strong>{title}</strong>
                  <span>{text}</span>
                </span>
              </li>
            ))}
          </ul>
          {action ? <div className={section.actions}>{action}</div> : null}
        </div>
      </div>
    </section>
  );
}
