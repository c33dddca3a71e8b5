import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { PageLoading } from '@/components/layout/page-loading';
import { LazyTabs } from '@/components/ui/lazy-tabs';
import { LoadError } from '@/components/ui/load-error';
import { toApiError } from '@/lib/api-error';
import { useGuild } from '../api/guild';
import { GuildHeader } from '../components/guild-header';
import { GuildPreviews } from '../components/guild-previews';
import { GuildAlliancesTable, GuildLogTable, GuildMembersTable } from '../components/guild-tables';
import '../guild.css';

/** Route ids are positive whole numbers; anything else is not a guild. */
const parseId = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

export default function GuildPage() {
  const id = parseId(useParams().id);
  if (id === null) return <NotFound what="guild" />;
  return <GuildProfilePage key={id} id={id} />;
}

function GuildProfilePage({ id }: { id: number }) {
  const query = useGuild(id);
  const name = query.data?.Name;
  useEffect(() => {
    if (name) document.title = `${name} · Guildhall`;
  }, [name]);

  if (query.isPending) return <PageLoading label="Loading the guild…" />;
  if (query.isError) {
    if (toApiError(query.error).status === 404) return <NotFound what="guild" />;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const g = query.data;
  return (
    <div className="guild-page">
      <GuildHeader guild={g} />
      <GuildPreviews previews={g.previews} />
      <LazyTabs
        id={`guild-${id}-tabs`}
        label={`${g.Name}'s log, members and alliances`}
        tabs={[
          {
            key: 'log',
            title: 'Log',
            content: () => <GuildLogTable guildId={id} />,
          },
          {
            key: 'members',
            title: `Members (${g.memberCount})`,
            content: () => <GuildMembersTable guildId={id} />,
          },
          {
            key: 'alliances',
            title: `Alliances (${g.allianceCount})`,
            content: () => <GuildAlliancesTable guildId={id} />,
          },
        ]}
      />
    </div>
  );
}
