import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { WINDOW_SIZES } from '@contract/rules/constants';
import type { WindowChoice } from '@contract/types/play';

const CHOICES: { value: WindowChoice; label: string }[] = [
  ...WINDOW_SIZES.map((s) => ({ value: s.key, label: s.label })),
  { value: 'fullscreen', label: 'Full screen' },
];

/** Tiny, Default, Large, Huge, Full screen (docs/product-rules.md#states-and-transitions), as one radio group. */
export function WindowSizeSelector({ value, onChange }: { value: WindowChoice; onChange: (choice: WindowChoice) => void }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span id="window-size-label" className="small text-body-secondary">
        Window size
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
          <ToggleButton key={c.value} id={`window-size-${c.value}`} value={c.value} variant="outline-secondary">
            {c.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
