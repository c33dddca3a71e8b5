// The languages the site speaks, and how one request's language is chosen (docs/translations.md).

/** English first: it is the source every other catalogue translates, and the fallback. */
export const LANGUAGES = ['en', 'pt-BR', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a visitor's choice. */
export const LANGUAGE_COOKIE = 'lang';

/** One of ours for a tag in any letter case, with a bare primary tag standing for its variant ("pt" → "pt-BR"). */
export function languageOf(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const wanted = tag.trim().toLowerCase();
  const exact = LANGUAGES.find((one) => one.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return LANGUAGES.find((one) => one.toLowerCase().split('-')[0] === primary) ?? null;
}

/** The best of ours in an Accept-Language header, by its q weights (ties keep the header's order). */
export function fromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((one) => one.tag && one.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return null;
}

interface LanguageHints {
  /** `?lang=` on the link: the sender named the language. */
  query?: string | null;
  /** The signed-in player's saved choice. */
  preference?: string | null;
  /** The visitor's `lang` cookie. */
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/** The link's language, else the account's, else the cookie's, else the browser's, else English. */
export function negotiateLanguage(hints: LanguageHints): Language {
  return languageOf(hints.query) ?? languageOf(hints.preference) ?? languageOf(hints.cookie) ?? fromAcceptLanguage(hints.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
