import { useEffect, useMemo, useState } from 'react';
import './tinted-text.css';

// Title names come as rich HTML (docs/product-rules.md#wiki-data-fields Title NameHTML), sanitised by title-sanitizer (DOMPurify).
// The sanitiser is its own chunk, fetched with the first title shown: until it is there a title shows
// its plain name, so no page carries DOMPurify in its first load.

type Sanitizer = typeof import('./title-sanitizer');
let sanitizer: Sanitizer | undefined;
let loading: Promise<Sanitizer> | undefined;
const loadSanitizer = () => (loading ??= import('./title-sanitizer').then((m) => (sanitizer = m)));

/** A title's rich name, sanitised; the plain name until the sanitiser is loaded, or when nothing is left. */
export function TitleName({ nameHtml, name, className }: { nameHtml: string; name: string; className?: string }) {
  const [loaded, setLoaded] = useState(sanitizer);
  useEffect(() => {
    if (!loaded) void loadSanitizer().then(setLoaded);
  }, [loaded]);
  const html = useMemo(() => (loaded ? loaded.sanitizeTitleHtml(nameHtml) : ''), [loaded, nameHtml]);
  if (!html.trim()) return <span className={className}>{name}</span>;
  return <span className={['title-name', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
