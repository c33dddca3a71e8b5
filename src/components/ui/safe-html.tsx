import { useMemo } from 'react';
import DOMPurify from 'dompurify';

// Rich HTML from the server (news bodies, issue 19) is already safe by construction
// (contract/rules/markdown.ts); DOMPurify is the second lock before it reaches the DOM.

let purifier: ReturnType<typeof DOMPurify> | null = null;
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // Links that leave the site never hand it window.opener.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  return purifier;
}

function sanitizeRichHtml(html: string): string {
  return getPurifier().sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'], FORBID_ATTR: ['style'] });
}

/** Server-rendered rich text, sanitised once more on the way in. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
