/**
 * The audit log in words. Each entry is an action ('warn', 'give', 'lift-ban'...) with free-form
 * details; these helpers turn them into the phrase that follows the actor's name ("Ann *gave the
 * Analyst role* to Bob") and a short summary of the rest (reason, changed fields, end dates).
 * Pure: dates are written by the formatter the caller passes.
 */

import { ROLE_LABELS, formatCredits, formatPrice, isRoleKey } from '@bbt/domain';
import { plural } from '../../../lib/format';
import { isPermanentDate } from './format';

type Details = Record<string, unknown>;

/** The actions the server records, with a label for the audit log's filter. */
export const AUDIT_ACTIONS = [
  { value: 'warn', label: 'Warnings' },
  { value: 'kick', label: 'Kicks' },
  { value: 'mute', label: 'Mutes' },
  { value: 'ban', label: 'Bans' },
  { value: 'banned_word', label: 'Banned word warnings' },
  { value: 'lift-ban', label: 'Bans lifted' },
  { value: 'lift-mute', label: 'Mutes lifted' },
  { value: 'send-sign-in-link', label: 'Sign-in links sent' },
  { value: 'refund-order', label: 'Orders refunded' },
  { value: 'refund-refused', label: 'Refunds PayPal refused' },
  { value: 'refund-subscription-payment', label: 'Membership payments refunded' },
  { value: 'credits', label: 'Credits adjusted' },
  { value: 'give', label: 'Roles given' },
  { value: 'remove', label: 'Roles removed' },
  { value: 'ban-word', label: 'Words banned' },
  { value: 'unban-word', label: 'Words unbanned' },
  { value: 'clear', label: 'Messages cleared' },
  { value: 'close', label: 'Tickets closed' },
  { value: 'reopen', label: 'Tickets reopened' },
  { value: 'poll', label: 'Polls created' },
  { value: 'delete-poll', label: 'Polls deleted' },
  { value: 'delete-signal', label: 'Signals deleted' },
  { value: 'product-update', label: 'Product changes' },
  { value: 'product-gallery-update', label: 'Gallery pictures changed' },
  { value: 'product-gallery-restore', label: 'Gallery pictures put back' },
  { value: 'site-update', label: 'Site settings changed' },
  { value: 'faq-create', label: 'FAQ added' },
  { value: 'faq-update', label: 'FAQ edited' },
  { value: 'faq-delete', label: 'FAQ deleted' },
  { value: 'faq-reorder', label: 'FAQ reordered' },
  { value: 'testimonial-approve', label: 'Testimonials approved' },
  { value: 'testimonial-hide', label: 'Testimonials hidden' },
  { value: 'testimonial-delete', label: 'Testimonials deleted' },
] as const;

function text(details: Details, key: string): string | null {
  const value = details[key];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function count(details: Details, key: string): number | null {
  const value = details[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function record(details: Details, key: string): Details | null {
  const value = details[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Details)
    : null;
}

const quoted = (value: string | null) => (value === null ? '' : ` “${value}”`);

function roleName(details: Details): string {
  const role = text(details, 'role');
  if (role === null) return 'a';
  return `the ${isRoleKey(role) ? ROLE_LABELS[role] : role}`;
}

/** What a warn, kick or mute escalated into, from the counters before and after it. */
function escalation(details: Details): string {
  const before = record(details, 'before');
  const after = record(details, 'after');
  if (!before || !after) return '';
  const bansBefore = count(before, 'ban') ?? 0;
  const bansAfter = count(after, 'ban') ?? 0;
  if (bansAfter > bansBefore) {
    const until = text(after, 'banUntil');
    return until !== null && isPermanentDate(until)
      ? ', which led to a permanent ban'
      : ', which led to a ban';
  }
  const warnsBefore = count(before, 'warn') ?? 0;
  const warnsAfter = count(after, 'warn') ?? 0;
  if (details.kind === 'mute' && warnsAfter > warnsBefore) return ', which added a warning';
  return '';
}

function forDays(details: Details): string {
  const days = count(details, 'days');
  return days === null ? '' : ` for ${plural(days, 'day')}`;
}

/**
 * The action in words, as the predicate of a sentence whose subject is the actor:
 * 'warned', 'banned for 7 days', 'gave the Analyst role', 'lifted the ban',
 * 'changed the product Blue Badge'. Unknown actions are named as recorded.
 */
export function describeAuditAction(action: string, details: Details = {}): string {
  switch (action) {
    case 'warn':
      return `warned${escalation(details)}`;
    case 'banned_word':
      return `warned for using a banned word${escalation(details)}`;
    case 'kick':
      return `kicked${escalation(details)}`;
    case 'mute':
      return `muted${forDays(details)}${escalation(details)}`;
    case 'ban': {
      const until = text(record(details, 'after') ?? {}, 'banUntil');
      if (until !== null && isPermanentDate(until)) return 'banned permanently';
      return `banned${forDays(details)}`;
    }
    case 'lift-ban':
      return 'lifted the ban';
    case 'lift-mute':
      return 'lifted the mute';
    case 'send-sign-in-link':
      return 'mailed a sign-in link';
    case 'refund-order': {
      const amount = count(details, 'amount');
      const currency = text(details, 'currency') ?? '';
      const order = text(details, 'orderId') ?? '';
      // A partial refund names its amount first (decision 0058).
      if (details.partial === true && amount !== null)
        return `refunded ${formatPrice(amount)} ${currency} of the order ${order}`.trimEnd();
      const money = amount === null ? '' : ` of ${formatPrice(amount)} ${currency}`;
      return `refunded the order ${order}${money}`.trimEnd();
    }
    case 'refund-subscription-payment': {
      const amount = count(details, 'amount');
      const money =
        amount === null ? '' : ` of ${formatPrice(amount)} ${text(details, 'currency') ?? ''}`;
      return `refunded the membership payment ${text(details, 'paymentId') ?? ''}${money}`.trimEnd();
    }
    case 'refund-refused': {
      // Recorded with no actor: PayPal refused it for good (decision 0059).
      const amount = count(details, 'amount');
      const money =
        amount === null ? '' : ` of ${formatPrice(amount)} ${text(details, 'currency') ?? ''}`;
      return `refused the refund${money.trimEnd()} of the order ${text(details, 'orderId') ?? ''}`.trimEnd();
    }
    case 'credits': {
      const change = count(details, 'change');
      if (change === null) return 'adjusted the credits';
      return change > 0 ? `gave ${formatCredits(change)}` : `took ${formatCredits(-change)}`;
    }
    case 'give':
      return `gave ${roleName(details)} role`;
    case 'remove':
      return `removed ${roleName(details)} role`;
    case 'ban-word':
      return `banned the word${quoted(text(details, 'word'))}`;
    case 'unban-word':
      return `unbanned the word${quoted(text(details, 'word'))}`;
    case 'clear': {
      const hidden = count(details, 'hidden');
      return hidden === null ? 'cleared messages' : `cleared ${plural(hidden, 'message')}`;
    }
    case 'close':
      return 'closed the ticket';
    case 'reopen':
      return 'reopened the ticket';
    case 'poll':
      return `created the poll${quoted(text(details, 'header'))}`;
    case 'delete-poll':
      return `deleted the poll${quoted(text(details, 'header'))}`;
    case 'delete-signal':
      return `deleted the signal${quoted(text(details, 'name'))}`;
    case 'product-update': {
      const product = text(details, 'title') ?? text(details, 'product');
      return product === null ? 'changed a product' : `changed the product ${product}`;
    }
    case 'product-gallery-update':
    case 'product-gallery-restore': {
      const product = text(details, 'title') ?? text(details, 'product') ?? 'a product';
      const slot = count(details, 'slot');
      const picture = slot === null ? 'a gallery picture' : `gallery picture ${slot}`;
      return action === 'product-gallery-update'
        ? `replaced ${picture} of ${product}`
        : `put the original ${picture} of ${product} back`;
    }
    case 'site-update':
      return 'changed the site settings';
    case 'faq-create':
      return `added the FAQ${quoted(text(details, 'header'))}`;
    case 'faq-update':
      return `edited the FAQ${quoted(text(details, 'header'))}`;
    case 'faq-delete':
      return `deleted the FAQ${quoted(text(details, 'header'))}`;
    case 'faq-reorder':
      return 'reordered the FAQ';
    case 'testimonial-approve':
    case 'testimonial-hide':
    case 'testimonial-delete': {
      const verb = { approve: 'approved', hide: 'hid', delete: 'deleted' }[
        action.slice('testimonial-'.length) as 'approve' | 'hide' | 'delete'
      ];
      const name = text(details, 'name');
      return `${verb} the testimonial${name === null ? '' : ` from ${name}`}`;
    }
    default:
      return `did “${action}”`;
  }
}

/** The moderator's reason, when one was given. */
export function auditReason(details: Details): string | null {
  return text(details, 'reason');
}

/** 'salePrice' -> 'sale price'. */
function fieldWords(field: string): string {
  return field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * The rest of an entry in a few words, or null when there is nothing more to say:
 * 'Reason: spam · Until 3/12/2026', 'Changed: title, sale price', 'Was permanent'.
 */
export function auditDetailsSummary(
  action: string,
  details: Details,
  formatDate: (iso: string) => string,
): string | null {
  const parts: string[] = [];
  const reason = auditReason(details);
  if (reason !== null) parts.push(`Reason: ${reason}`);

  const after = record(details, 'after');
  const endKey = action === 'ban' ? 'banUntil' : action === 'mute' ? 'muteUntil' : null;
  const end = endKey && after ? text(after, endKey) : null;
  if (end !== null && !isPermanentDate(end)) parts.push(`Until ${formatDate(end)}`);

  if (action === 'lift-ban' || action === 'lift-mute') {
    const until = text(details, 'until');
    if (until !== null)
      parts.push(isPermanentDate(until) ? 'Was permanent' : `Was due to end ${formatDate(until)}`);
  }

  const changed = details.changed;
  if (Array.isArray(changed) && changed.length > 0) {
    const fields = changed.filter((f): f is string => typeof f === 'string').map(fieldWords);
    if (fields.length > 0) parts.push(`Changed: ${fields.join(', ')}`);
  }

  const ids = details.ids;
  if (action === 'faq-reorder' && Array.isArray(ids))
    parts.push(`New order of ${plural(ids.length, 'question')}`);

  return parts.length === 0 ? null : parts.join(' · ');
}

/**
 * Who did it: the actor's name, PayPal (a refund it refused), automatic moderation, or a member
 * who has since gone.
 */
export function auditActorName(entry: {
  actorId: string | null;
  actorName: string | null;
  action?: string;
}) {
  if (entry.actorName) return entry.actorName;
  if (entry.actorId === null && entry.action === 'refund-refused') return 'PayPal';
  return entry.actorId === null ? 'Automatic moderation' : 'A former member';
}
