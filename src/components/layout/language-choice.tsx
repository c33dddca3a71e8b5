import { lazy, useEffect, useState } from 'react';
import { OptionalPart } from './optional-part';

const LanguageSwitcher = lazy(() => import('./language-switcher'));

/**
 * The language choice loads once the page is live, so it adds nothing to a first load or to the
 * server's markup. In the navbar an empty box of its size holds its place until then, so nothing
 * beside it moves when it arrives.
 */
export function LanguageChoice({ inNavbar = false }: { inNavbar?: boolean }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const placeholder = inNavbar ? <span className="nav-language-placeholder" aria-hidden="true" /> : null;
  return live ? (
    <OptionalPart fallback={placeholder}>
      <LanguageSwitcher inNavbar={inNavbar} />
    </OptionalPart>
  ) : (
    placeholder
  );
}
