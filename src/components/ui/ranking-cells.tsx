import type { CSSProperties } from 'react';
import { paths } from '@contract/paths';
import { padColor } from '@contract/rules/color';
import { formatNumber } from '@contract/rules/format';
import type { GuildRef, PlayerRef } from '@contract/types/entities';
import { PlayerAvatar } from '@/components/ui/player-avatar';
import { PlayerName } from '@/components/ui/player-name';
import { TintedText } from '@/components/ui/tinted-text';
import { guildBanner } from '@/lib/image-urls';
// The medal and entity styles travel with the components (the home page shows them too).
import './ranking-cells.css';
import { t } from '@/lib/i18n/translate';

/** A player with the avatar head and, below, the guild link. */
export function PlayerCell({ user, guild, hidden }: { user: PlayerRef | null; guild?: GuildRef | null; hidden?: boolean }) {
  // A player may hide from the rankings; the row keeps its position.
  if (hidden) return <span className="text-body-secondary fst-italic">{t('Hidden player')}</span>;
  if (!user) return <span className="text-body-secondary fst-italic">{t('Deleted account')}</span>;
  return (
    <span className="ranking-entity">
      <PlayerAvatar user={user} size={32} />
      <span className="text-truncate">
        <PlayerName user={user} />
        {guild !== undefined && (
          <span className="ranking-entity-sub text-truncate">
            {guild ? <GuildLink guild={guild} /> : <span className="text-body-secondary">{t('No guild')}</span>}
          </span>
        )}
      </span>
    </span>
  );
}

function GuildLink({ guild }: { guild: GuildRef }) {
  return (
    <TintedText color={guild.Color} to={paths.guild(guild.id)}>
      {guild.Name}
    </TintedText>
  );
}

/** A guild with its banner (shown only when ProfileVersion is above 0, docs/product-rules.md#entities-and-fields). */
export function GuildCell({ guild }: { guild: GuildRef }) {
  return (
    <span className="ranking-entity">
      {guild.ProfileVersion > 0 ? (
        <img src={guildBanner(guild.id)} alt="" width={24} height={30} loading="lazy" className="ranking-guild-banner" />
      ) : (
        <span className="ranking-guild-placeholder" style={{ '--tint': padColor(guild.Color) } as CSSProperties} aria-hidden="true" />
      )}
      <GuildLink guild={guild} />
    </span>
  );
}

/** "Level / max level" (docs/product-rules.md#http-contract Rankings rows). */
export function LevelCell({ level, max }: { level: number; max: number }) {
  return (
    <span className="text-nowrap">
      {formatNumber(level)}
      <span className="ranking-level-max"> / {formatNumber(max)}</span>
    </span>
  );
}

/** Win rates are percentages with two decimals. */
export const formatPercent = (n: number) => `${n.toFixed(2)}%`;
