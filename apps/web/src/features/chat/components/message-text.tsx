import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COPY, channelLabel, parseMessage, plainText } from '@bbt/domain';
import type { BlockNode, InlineNode } from '@bbt/domain';
import { replaceShortcodes } from '../utils/emoji-shortcodes';
import type { GroupMentions, MentionContext } from '../utils/text-segments';
import { resolveMention } from '../utils/text-segments';
import itemStyles from './message-item.module.css';
import styles from './message-text.module.css';

const STYLE_ELEMENTS = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' } as const;

interface Readers {
  context: MentionContext;
  groups: GroupMentions;
}

/**
 * A spoiler: a button with its words masked until pressed (click, Enter or Space), then the
 * formatted words, which take the focus so a keyboard reader carries on from there.
 */
function Spoiler({ nodes, readers }: { nodes: InlineNode[]; readers: Readers }) {
  const [shown, setShown] = useState(false);
  const revealed = useRef<HTMLSpanElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (shown && pressed.current) revealed.current?.focus();
  }, [shown]);
  if (shown) {
    return (
      <span ref={revealed} tabIndex={-1} className={styles.spoilerShown}>
        <Inline nodes={nodes} readers={readers} />
      </span>
    );
  }
  return (
    <button
      type="button"
      className={styles.spoiler}
      aria-expanded={false}
      onClick={() => {
        pressed.current = true;
        setShown(true);
      }}
    >
      <span className="visually-hidden">{COPY.chat.format.spoiler}</span>
      <span aria-hidden="true" className={styles.spoilerWords}>
        {plainText([{ type: 'paragraph', children: nodes }])}
      </span>
    </button>
  );
}

function Mention({
  node,
  readers,
}: {
  node: Extract<InlineNode, { type: 'mention' }>;
  readers: Readers;
}) {
  const segment = resolveMention(node, readers.context, readers.groups);
  if (!segment) return node.text;
  if (segment.type === 'channel') {
    return (
      <Link to={`/app/${segment.slug}`} className={itemStyles.mention}>
        #{channelLabel(segment.slug)}
      </Link>
    );
  }
  if (segment.type === 'hiddenChannel') {
    return (
      <span className={[itemStyles.mention, itemStyles.mentionHidden].join(' ')}>
        #{COPY.chat.hiddenChannel}
      </span>
    );
  }
  const mine = segment.mine ? itemStyles.mentionMine : undefined;
  return (
    <span className={[itemStyles.mention, mine].filter(Boolean).join(' ')}>{segment.text}</span>
  );
}

function InlineNodeView({ node, readers }: { node: InlineNode; readers: Readers }): ReactNode {
  switch (node.type) {
    case 'text':
      // ':fire:' from a client that did not turn it into 🔥 before sending (decision 0067).
      return replaceShortcodes(node.text);
    case 'bold':
    case 'italic':
    case 'underline':
    case 'strike': {
      const Element = STYLE_ELEMENTS[node.type];
      return (
        <Element>
          <Inline nodes={node.children} readers={readers} />
        </Element>
      );
    }
    case 'spoiler':
      return <Spoiler nodes={node.children} readers={readers} />;
    case 'code':
      return <code className={styles.code}>{node.text}</code>;
    case 'link':
      return (
        <a href={node.href} target="_blank" rel="noopener noreferrer nofollow">
          {node.text}
        </a>
      );
    case 'mention':
      return <Mention node={node} readers={readers} />;
    case 'ticker':
      return (
        <span className={styles.ticker} title={COPY.chat.format.ticker(node.symbol)}>
          {node.text}
        </span>
      );
  }
}

function Inline({ nodes, readers }: { nodes: InlineNode[]; readers: Readers }) {
  return nodes.map((node, i) => <InlineNodeView key={i} node={node} readers={readers} />);
}

function Blocks({ blocks, readers }: { blocks: BlockNode[]; readers: Readers }) {
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'paragraph':
        return (
          <p key={i} className={styles.paragraph}>
            <Inline nodes={block.children} readers={readers} />
          </p>
        );
      case 'quote':
        return (
          <blockquote key={i} className={styles.quote}>
            <Blocks blocks={block.children} readers={readers} />
          </blockquote>
        );
      case 'codeBlock':
        return (
          // Focusable so a keyboard can scroll a long line sideways.
          <pre
            key={i}
            className={styles.codeBlock}
            tabIndex={0}
            role="group"
            aria-label={COPY.chat.format.codeBlock(block.lang)}
            data-lang={block.lang ?? undefined}
          >
            <code>{block.text}</code>
          </pre>
        );
    }
  });
}

/**
 * Message text as React elements, never HTML (decision 0033): the domain's parse of the raw
 * text, so an edit shows the formatting of what was typed. Links open in a new tab and only
 * ever go to http(s); mentions of known members, readable channels and the groups the
 * message pinged are highlighted, a channel linking to itself under its display name.
 */
export const MessageText = memo(function MessageText({
  text,
  context,
  groups,
  className,
}: {
  text: string;
  context: MentionContext;
  groups: GroupMentions;
  /** The message's own class for the text, which its layout may style. */
  className?: string;
}) {
  const blocks = useMemo(() => parseMessage(text), [text]);
  const readers = useMemo(() => ({ context, groups }), [context, groups]);
  return (
    <div className={[styles.text, className].filter(Boolean).join(' ')}>
      <Blocks blocks={blocks} readers={readers} />
    </div>
  );
});
