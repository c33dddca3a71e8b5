// The HTML shell of every page, from the built index.html: cut once into its fixed parts and named
// slots, then filled per page by joining strings (nothing is searched or replaced per request, so
// no text of a page, a name or a post, can be read as part of the template).

/** What a page puts into the shell. */
interface ShellSlots {
  /** The page's language, the value of `<html lang>` (a BCP 47 tag). */
  lang: string;
  /** Title, meta, Open Graph and the bootstrap block, where index.html has `<!--page-head-->`. */
  head: string;
  /** Whether the page keeps Vite's entry script and its modulepreloads (false: a painted page, whose boot script starts them). */
  entryScripts: boolean;
  /** More of the head, last in it (the page chunk's preloads, or a painted page's styles and boot script). */
  headEnd: string;
  /** Attributes of the root element, e.g. ` data-server-rendered="true"`. */
  rootAttributes: string;
  /** The painted page, inside the root element. */
  root: string;
  /** After the root element (a painted page's query cache). */
  afterRoot: string;
}

export type Shell = (slots: ShellSlots) => string;

const HEAD_MARK = '<!--page-head-->';
/** index.html's own language attribute, on its html element. */
const HTML_LANG = ' lang="en"';
const ROOT = '<div id="root"></div>';
/** Vite's tags of the entry: its script and the modules it preloads. */
const ENTRY_TAG = /\s*<script type="module" crossorigin src="[^"]*"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]*">/g;

/** Cuts the built index.html into the shell; throws if it lacks a slot's mark (a broken build). */
export function parseShell(html: string): Shell {
  const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>/, '');
  const htmlAt = withoutTitle.indexOf('<html');
  const langAt = withoutTitle.indexOf(HTML_LANG, htmlAt);
  if (htmlAt < 0 || langAt < 0 || withoutTitle.indexOf('>', htmlAt) < langAt) throw new Error(`index.html lacks <html${HTML_LANG}>`);
  const beforeLang = withoutTitle.slice(0, langAt);
  const headAt = withoutTitle.indexOf(HEAD_MARK);
  const headEndAt = withoutTitle.indexOf('</head>');
  const rootAt = withoutTitle.indexOf(ROOT);
  if (headAt < langAt || headEndAt < headAt || rootAt < headEndAt) throw new Error(`index.html lacks ${HEAD_MARK}, </head> or ${ROOT} in that order`);
  const beforeHead = withoutTitle.slice(langAt + HTML_LANG.length, headAt);
  const headRest = withoutTitle.slice(headAt + HEAD_MARK.length, headEndAt);
  const entryScripts = headRest.match(ENTRY_TAG)?.join('') ?? '';
  const headTail = headRest.replace(ENTRY_TAG, '');
  const betweenHeadAndRoot = withoutTitle.slice(headEndAt, rootAt);
  const afterRootElement = withoutTitle.slice(rootAt + ROOT.length);
  return (slots) =>
    beforeLang +
    ` lang="${slots.lang}"` +
    beforeHead +
    slots.head +
    (slots.entryScripts ? entryScripts : '') +
    headTail +
    (slots.headEnd ? `  ${slots.headEnd}\n  ` : '') +
    betweenHeadAndRoot +
    `<div id="root"${slots.rootAttributes}>${slots.root}</div>` +
    (slots.afterRoot ? `\n    ${slots.afterRoot}` : '') +
    afterRootElement;
}
