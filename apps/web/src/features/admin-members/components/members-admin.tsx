import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Search, Users } from 'lucide-react';
import { formatCredits } from '@bbt/domain';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import {
  DataTable,
  TableHead,
  TableSkeleton,
  numericCell,
} from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pager } from '../../../components/ui/pager';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { useMembers } from '../api/get-members';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import type { MemberSummary } from '../types';
import { membersCount, membersCountText, type MembersCount } from '../utils/members-count';
import { plural } from '../../../lib/format';
import { totalText } from '../../../lib/paging';
import { RestrictionBadge } from './restriction-badge';
import { RoleChips } from './role-chips';
import shared from './shared.module.css';
import styles from './members-admin.module.css';
import { EmailText } from '../../../components/ui/email-text';

export const MEMBERS_PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

/** Router state a member's page reads to lead back to the same search and page. */
export interface MembersListState {
  membersSearch: string;
}

const COLUMNS = ['Member', 'Roles', 'Credits', 'Status'] as const;

function MemberRow({
  member,
  href,
  listSearch,
}: {
  member: MemberSummary;
  href: string;
  listSearch: string;
}) {
  const navigate = useNavigate();
  const state: MembersListState = { membersSearch: listSearch };
  return (
    <tr
      className={styles.clickable}
      onClick={(event) => {
        // The name is the link; a click elsewhere on the row opens the member too.
        if (!(event.target instanceof Element) || !event.target.closest('a'))
          void navigate(href, { state });
      }}
    >
      <td data-label={COLUMNS[0]}>
        <span className={styles.identity}>
          <Avatar name={member.name} image={member.image} size={36} />
          <span className={styles.names}>
            <Link to={href} state={state} className={styles.name}>
              {member.name}
            </Link>
            <span className={styles.email}>
              <EmailText email={member.email} />
            </span>
          </span>
        </span>
      </td>
      <td data-label={COLUMNS[1]}>
        <RoleChips roles={member.roles} />
      </td>
      <td data-label={COLUMNS[2]} className={`${numericCell} tabular-nums`}>
        {formatCredits(member.credits)}
      </td>
      <td data-label={COLUMNS[3]}>
        {member.restriction ? (
          <RestrictionBadge restriction={member.restriction} />
        ) : (
          <span className={styles.active}>Active</span>
        )}
      </td>
    </tr>
  );
}

/** What a screen reader hears after each search (the pager says which rows are shown). */
function announcement(search: string, count: MembersCount): string {
  return `${membersCountText(count)}${search ? ` matching “${search}”` : ''}`;
}

/**
 * The members list of the admin console: a debounced search on name or email, the total, and
 * one row per member (avatar, name, email, roles, credits, Banned or Muted) linking to the
 * member's page. The search and the page live in the address (?q=&page=), so Back returns to
 * the same list.
 */
export function MembersAdmin({ memberHref }: { memberHref: (id: string) => string }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const offset = (page - 1) * MEMBERS_PAGE_SIZE;

  // What is typed; the address follows once typing pauses.
  const [input, setInput] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    // The address changed (Back, a link): show its search unless it is what is being typed.
    setShownSearch(search);
    if (input.trim() !== search) setInput(search);
  }

  const applySearch = useDebouncedCallback((value: string) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value.trim()) next.set('q', value.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, SEARCH_DELAY_MS);

  const goToPage = (target: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (target <= 1) next.delete('page');
      else next.set('page', String(target));
      return next;
    });

  const members = useMembers({ search, offset, limit: MEMBERS_PAGE_SIZE });
  const data = members.data;
  const stale = members.isPlaceholderData;
  const count = data ? membersCount(data) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applySearch.flush();
  };

  const clearSearch = () => {
    applySearch.cancel();
    setInput('');
    setParams(new URLSearchParams(), { replace: true });
  };

  let content;
  if (members.isPending) {
    content = <TableSkeleton columns={COLUMNS} label="Loading members" />;
  } else if (members.isError) {
    content = (
      <ErrorState
        retryVariant="secondary"
        title="The members could not be loaded"
        error={members.error}
        onRetry={() => void members.refetch()}
        retrying={members.isFetching}
      />
    );
  } else if (data && count && data.members.length === 0) {
    content =
      count.total > 0 ? (
        <EmptyState
          icon={<Users />}
          title="This page is empty"
          description={`There are ${plural(count.total, 'member')}, on fewer pages.`}
          action={<Button onClick={() => goToPage(1)}>Go to the first page</Button>}
        />
      ) : search ? (
        <EmptyState
          icon={<Search />}
          title={`No member matches “${search}”`}
          description="Search looks in names and email addresses. Try part of either."
          action={
            <Button variant="secondary" onClick={clearSearch}>
              Clear the search
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={<Users />}
          title="No members yet"
          description="Members appear here once they sign in for the first time."
        />
      );
  } else if (data && count) {
    content = (
      <>
        <DataTable caption="Members" narrow="stack" busy={stale} align="middle">
          <TableHead columns={COLUMNS} numeric={['Credits']} />
          <tbody>
            {data.members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                href={memberHref(member.id)}
                listSearch={params.toString()}
              />
            ))}
          </tbody>
        </DataTable>
        <Pager
          label="Members pages"
          offset={data.offset}
          pageSize={MEMBERS_PAGE_SIZE}
          shown={data.members.length}
          total={count.total}
          totalCapped={count.atLeast}
          busy={stale}
          onPrevious={() => goToPage(page - 1)}
          onNext={() => goToPage(page + 1)}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        className={shared.pageHeader}
        title="Members"
        description="Find a member to see their roles, moderation record, credits and orders."
      />
      <div className={styles.toolbar}>
        <form role="search" className={styles.search} onSubmit={onSubmit}>
          <TextField
            label="Search members"
            hint="By name or email"
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              applySearch.run(event.target.value);
            }}
          />
        </form>
        <p className={styles.total}>
          {count ? (
            <>
              <strong className="tabular-nums">{totalText(count.total, count.atLeast)}</strong>{' '}
              {count.total === 1 && !count.atLeast ? 'member' : 'members'}
              {search ? ` matching “${search}”` : ''}
            </>
          ) : null}
        </p>
      </div>
      <p className="visually-hidden" role="status">
        {count && !stale ? announcement(search, count) : ''}
      </p>
      {content}
    </div>
  );
}
