import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { padColor } from '@contract/rules/color';
import { themeTints } from '@/lib/legible-color';
import './tinted-text.css';

export interface TintedTextProps {
  /** A game colour: hex string or number, padded to #rrggbb (docs/product-rules.md#constants-and-limits). */
  color: string | number;
  /** Renders a router link instead of a span. */
  to?: string;
  className?: string;
  title?: string;
  children: ReactNode;
}

/**
 * Text in a game colour (player ColorName, guild Color, rarity Color). The colour is adjusted per
 * theme by one helper (legibleOn: same hue, lightness moved until WCAG AA), and the stylesheet picks
 * the theme's value, so a theme switch needs no re-render.
 */
export function TintedText({ color, to, className, title, children }: TintedTextProps) {
  const hex = padColor(color);
  const tints = themeTints(hex);
  const style = { '--tint': hex, '--tint-light': tints.light, '--tint-dark': tints.dark } as CSSProperties;
  const classes = ['tinted-text', className].filter(Boolean).join(' ');
  return to ? (
    <Link to={to} className={classes} style={style} title={title}>
      {children}
    </Link>
  ) : (
    <span className={classes} style={style} title={title}>
      {children}
    </span>
  );
}
