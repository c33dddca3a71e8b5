import { paths } from '@contract/paths';
import { TintedText } from './tinted-text';

export interface PlayerNameProps {
  user: { id: number; Username: string; ColorName: string };
  /** Render plain text instead of a link (e.g. inside another link). */
  plain?: boolean;
  className?: string;
}

/** A player's name in its ColorName (padded to #rrggbb, docs/product-rules.md#constants-and-limits), linking to the character page. */
export function PlayerName({ user, plain, className }: PlayerNameProps) {
  return (
    <TintedText color={user.ColorName} to={plain ? undefined : paths.character(user.id)} className={['player-name', className].filter(Boolean).join(' ')}>
      {user.Username}
    </TintedText>
  );
}
