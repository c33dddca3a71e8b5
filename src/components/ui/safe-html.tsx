import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { useHydrated } from '@/lib/use-hydrated';

// Rich HTML from the server (news bodies) is already safe by construction (contract/rules/markdown.ts:
// raw HTML is shown as text, only safe links), so the server's render of a page writes it as it is:
// DOMPurify needs a browser's DOM. In the browser DOMPurify is the second lock, from the moment the
// page is live (the hydration renders what the server wrote, then the sanitised copy replaces it).

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

/** Server-rendered rich text, sanitised once more in the browser. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const inBrowser = useHydrated();
  const clean = useMemo(() => (inBrowser ? sanitizeRichHtml(html) : html), [html, inBrowser]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
