// The pseudo-locale, for finding what is not translated yet and layouts that break (development only,
// docs/translations.md): every translated text comes out accented and 40 % longer, in brackets, so an
// English text on the page is one that skipped `t`, and a cut bracket is a layout too tight.

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ø',
  U: 'Û',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

export function pseudoLocalize(text: string): string {
  const accented = text.replace(/[aeioucnyAEIOUCNY]/g, (ch) => ACCENTED[ch]);
  const padding = '~'.repeat(Math.ceil(text.length * 0.4));
  return `[${accented}${padding}]`;
}
