import { countryName } from './country-names';
import { t } from '@/lib/i18n/translate';

// Flags are the flag-icons SVGs, emitted as separate files (never inlined) so only the flag a page
// shows is downloaded. Emoji flags are not used: Windows has no glyphs for them.
const FLAG_URLS = import.meta.glob<string>('/node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const flagUrl = (code: string) => FLAG_URLS[`/node_modules/flag-icons/flags/4x3/${code.toLowerCase()}.svg`];

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code; XX means unknown. */
  code: string;
  /** Show the country's name next to the flag (otherwise it is the image's alt text). */
  showName?: boolean;
  className?: string;
}

/** A country's flag (docs/product-rules.md#pages-and-routes profile: country flag from CountryCode). */
export function CountryFlag({ code, showName = false, className }: CountryFlagProps) {
  const name = countryName(code) ?? t('Unknown country');
  const url = countryName(code) ? flagUrl(code) : undefined;
  return (
    <span className={['country-flag d-inline-flex align-items-center gap-1', className].filter(Boolean).join(' ')}>
      {url ? (
        <img src={url} alt={showName ? '' : name} title={name} width={20} height={15} className="rounded-1 border" style={{ objectFit: 'cover' }} />
      ) : (
        <span
          className="d-inline-block rounded-1 border bg-body-tertiary"
          style={{ width: 20, height: 15 }}
          aria-hidden={showName}
          role={showName ? undefined : 'img'}
          aria-label={showName ? undefined : name}
          title={name}
        />
      )}
      {showName && <span>{name}</span>}
    </span>
  );
}
