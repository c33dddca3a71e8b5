import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { HISTORY_RANGES, type HistoryRange } from '@contract/types/history';
import { msg, t } from '@/lib/i18n/translate';

const RANGE_LABEL: Record<HistoryRange, string> = {
  '7': msg('7 days'),
  '30': msg('30 days'),
  '90': msg('90 days'),
  '365': msg('1 year'),
  all: msg('All time'),
};

/** The time range of a history chart (the Progress tab, the compare page): one pressed button. */
export function HistoryRangePicker({ range, onRange }: { range: HistoryRange; onRange: (range: HistoryRange) => void }) {
  return (
    <ButtonGroup size="sm" className="mb-3 flex-wrap" aria-label={t('Range')}>
      {HISTORY_RANGES.map((r) => (
        <Button key={r} variant={r === range ? 'primary' : 'outline-secondary'} aria-pressed={r === range} onClick={() => onRange(r)}>
          {t(RANGE_LABEL[r])}
        </Button>
      ))}
    </ButtonGroup>
  );
}
