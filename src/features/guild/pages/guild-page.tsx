import type { GuildProfile } from '@contract/types/guild';
import { EntityPage } from '@/components/layout/entity-page';
import { LazyTabs } from '@/components/ui/lazy-tabs';
import { useGuild } from '../api/guild';
import { GuildHeader } from '../components/guild-header';
import { GuildPreviews } from '../components/guild-previews';
import { GuildAlliancesTable, GuildLogTable, GuildMembersTable } from '../components/guild-tables';
import '../guild.css';
import { t } from '@/lib/i18n/translate';

export default function GuildPage() {
  return (
    <EntityPage what="guild" useEntity={useGuild} title={(g) => g.Name}>
      {(g, id) => <GuildProfilePage g={g} id={id} />}
    </EntityPage>
  );
}

function GuildProfilePage({ g, id }: { g: GuildProfile; id: number }) {
  return (
    <div className="guild-page">
      <GuildHeader guild={g} />
      <GuildPreviews previews={g.previews} />
      <LazyTabs
        id={`guild-${id}-tabs`}
        label={t("{name}'s log, members and alliances", { name: g.Name })}
        tabs={[
          {
            key: 'log',
            title: t('Log'),
            content: () => <GuildLogTable guildId={id} />,
          },
          {
            key: 'members',
            title: t('Members ({count})', { count: String(g.memberCount) }),
            content: () => <GuildMembersTable guildId={id} />,
          },
          {
            key: 'alliances',
            title: t('Alliances ({count})', { count: String(g.allianceCount) }),
            content: () => <GuildAlliancesTable guildId={id} />,
          },
        ]}
      />
    </div>
  );
}
