import DOMPurify from 'dompurify';
import { themeTints } from '@/lib/legible-color';
import { reduceTitleMarkup } from './title-markup';

// Title names come as rich HTML (docs/product-rules.md#wiki-data-fields Title NameHTML). Only inline emphasis and a colour survive:
// no links, no images, no layout-changing styles, so a hostile title can neither script nor overlay.

const ALLOWED_TAGS = ['span', 'b', 'strong', 'i', 'em', 'u', 'small'];
const SAFE_STYLE = /^\s*(color|font-weight|font-style)\s*:\s*(#[0-9a-f]{3,8}|[a-z]+|\d{3})\s*$/i;
const HEX_COLOR = /^\s*color\s*:\s*#([0-9a-f]{3}|[0-9a-f]{6})\s*$/i;

/**
 * A title's colour is a game colour like any other: each theme shows a legible version of it
 * (WCAG AA, same hue), as TintedText does (a red title failed contrast on the profile).
 */
function tintDeclaration(decl: string): string {
  const m = HEX_COLOR.exec(decl);
  if (!m) return decl;
  const hex = `#${(m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]).toLowerCase()}`;
  const { light, dark } = themeTints(hex);
  return `--tint:${hex};--tint-light:${light};--tint-dark:${dark}`;
}

let purifier: ReturnType<typeof DOMPurify> | null = null;
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    data.attrValue = data.attrValue
      .split(';')
      .filter((decl) => SAFE_STYLE.test(decl))
      .map(tintDeclaration)
      .join(';');
    if (!data.attrValue) data.keepAttr = false;
  });
  // The stylesheet picks each theme's tint (tinted-text.css).
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.getAttribute('style')?.includes('--tint-light')) node.setAttribute('class', 'tinted-title');
  });
  return purifier;
}

/** Sanitised title HTML (also usable outside React, e.g. for tests). */
export function sanitizeTitleHtml(html: string): string {
  return getPurifier().sanitize(reduceTitleMarkup(html, ALLOWED_TAGS), {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['style'],
  });
}
