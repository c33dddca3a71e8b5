import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { WINDOW_SIZES } from '@contract/rules/constants';
import type { WindowChoice } from '@contract/types/play';
import { msg, t } from '@/lib/i18n/translate';

// The sizes' names as the page shows them, in the reader's language.
const LABELS: Record<WindowChoice, string> = {
  tiny: msg('Tiny'),
  default: msg('Default'),
  large: msg('Large'),
  huge: msg('Huge'),
  fullscreen: msg('Full screen'),
};
const CHOICES: WindowChoice[] = [...WINDOW_SIZES.map((s) => s.key), 'fullscreen'];

/** Tiny, Default, Large, Huge, Full screen (docs/product-rules.md#states-and-transitions), as one radio group. */
export function WindowSizeSelector({ value, onChange }: { value: WindowChoice; onChange: (choice: WindowChoice) => void }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span id="window-size-label" className="small text-body-secondary">
        {t('Window size')}
      </span>
      <ToggleButtonGroup
        type="radio"
        name="window-size"
        value={value}
        onChange={(next: WindowChoice) => onChange(next)}
        aria-labelledby="window-size-label"
        role="radiogroup"
        className="flex-wrap"
        size="sm"
      >
        {CHOICES.map((c) => (
          <ToggleButton key={c} id={`window-size-${c}`} value={c} variant="outline-secondary">
            {t(LABELS[c])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
