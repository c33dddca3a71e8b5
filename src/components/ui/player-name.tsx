import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { padColor } from '@contract/rules/color';
import { paths } from '@contract/paths';
import './player-name.css';

export interface PlayerNameProps {
  user: { id: number; Username: string; ColorName: string };
  /** Render plain text instead of a link (e.g. inside another link). */
  plain?: boolean;
  className?: string;
}

/** A player's name in its ColorName (padded to #rrggbb, SPEC §9), linking to the character page. */
export function PlayerName({ user, plain, className }: PlayerNameProps) {
  const style = { '--player-color': padColor(user.ColorName) } as CSSProperties;
  const classes = ['player-name', className].filter(Boolean).join(' ');
  if (plain) {
    return (
      <span className={classes} style={style}>
        {user.Username}
      </span>
    );
  }
  return (
    <Link to={paths.character(user.id)} className={classes} style={style}>
      {user.Username}
    </Link>
  );
}
