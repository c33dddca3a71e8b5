import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { padColor } from '@contract/rules/color';
import './tinted-text.css';

export interface TintedTextProps {
  /** A game colour: hex string or number, padded to #rrggbb (SPEC §9). */
  color: string | number;
  /** Renders a router link instead of a span. */
  to?: string;
  className?: string;
  title?: string;
  children: ReactNode;
}

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** "light" colours need deepening on a light page, "dark" ones lifting on a dark page. */
export function toneOf(hex: string): 'light' | 'dark' | undefined {
  const l = luminance(hex);
  return l > 0.4 ? 'light' : l < 0.1 ? 'dark' : undefined;
}

/** Text in a game colour (player ColorName, guild Color, rarity Color), readable on both themes. */
export function TintedText({ color, to, className, title, children }: TintedTextProps) {
  const hex = padColor(color);
  const style = { '--tint': hex } as CSSProperties;
  const tone = toneOf(hex);
  const classes = ['tinted-text', className].filter(Boolean).join(' ');
  return to ? (
    <Link to={to} className={classes} style={style} title={title} data-tone={tone}>
      {children}
    </Link>
  ) : (
    <span className={classes} style={style} title={title} data-tone={tone}>
      {children}
    </span>
  );
}
