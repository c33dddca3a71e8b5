import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { HISTORY_RANGES, type HistoryRange } from '@contract/types/history';

const RANGE_LABEL: Record<HistoryRange, string> = { '7': '7 days', '30': '30 days', '90': '90 days', '365': '1 year', all: 'All time' };

/** The time range of a history chart (the Progress tab, the compare page): one pressed button. */
export function HistoryRangePicker({ range, onRange }: { range: HistoryRange; onRange: (range: HistoryRange) => void }) {
  return (
    <ButtonGroup size="sm" className="mb-3 flex-wrap" aria-label="Range">
      {HISTORY_RANGES.map((r) => (
        <Button key={r} variant={r === range ? 'primary' : 'outline-secondary'} aria-pressed={r === range} onClick={() => onRange(r)}>
          {RANGE_LABEL[r]}
        </Button>
      ))}
    </ButtonGroup>
  );
}
