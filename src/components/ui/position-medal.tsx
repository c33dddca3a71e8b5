import { MEDAL_POSITIONS } from '@contract/rules/constants';
import { formatNumber } from '@contract/rules/format';
// The medal and entity styles travel with the components (the home page shows them too).
import './position-medal.css';
import { msg, t } from '@/lib/i18n/translate';

const MEDALS = ['gold', 'silver', 'bronze'] as const;
const MEDAL_NAMES = { gold: msg('Gold medal'), silver: msg('Silver medal'), bronze: msg('Bronze medal') };

/** The ranking position; the top 3 get a gold, silver or bronze medal (docs/product-rules.md#constants-and-limits). */
export function PositionMedal({ position }: { position: number }) {
  if (position >= 1 && position <= MEDAL_POSITIONS) {
    const medal = MEDALS[position - 1];
    return (
      <span className={`rank-medal rank-medal-${medal}`} title={t(MEDAL_NAMES[medal])}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M7 2h4l2 5-3 2zM17 2h-4l-2 5 3 2z" className="rank-medal-ribbon" />
          <circle cx="12" cy="15" r="7" className="rank-medal-disc" />
        </svg>
        <span className="rank-medal-number">{position}</span>
        <span className="visually-hidden">{` (${t(MEDAL_NAMES[medal])})`}</span>
      </span>
    );
  }
  // Position 0: found by a search, but joined after the last ranking.
  if (position === 0)
    return (
      <span className="rank-position small" title={t('Not ranked yet: joined since the last ranking')}>
        {t('New')}
      </span>
    );
  return <span className="rank-position">{formatNumber(position)}</span>;
}
