import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyTabs } from './lazy-tabs';

// A tab's first opening scrolled while its content was still loading, so the page
// was too short to bring the tabs up and the scroll stopped hundreds of pixels short.

let finishLoading: () => void = () => {};

/** A tab whose content loads like a character tab: a status first, then the list. */
function SlowContent() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    finishLoading = () => setLoaded(true);
  }, []);
  return loaded ? (
    <ul aria-label="Bank items">
      {Array.from({ length: 30 }, (_, i) => (
        <li key={i}>Item {i}</li>
      ))}
    </ul>
  ) : (
    <div role="status">Loading the bank…</div>
  );
}

// jsdom has no scrollIntoView: record the calls on the prototype instead.
afterEach(() => {
  vi.useRealTimers();
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
});

describe('LazyTabs', () => {
  it('scrolls to the tab strip once the opened tab has rendered its content, not while it loads', async () => {
    // Frames and timers run on a fake clock, so "several frames pass" is a step, not a wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled(this.className);
    };
    render(
      <LazyTabs
        id="t"
        label="Character tabs"
        tabs={[
          { key: 'inventory', title: 'Inventory', content: () => <p>Sword</p> },
          { key: 'bank', title: 'Bank', content: () => <SlowContent /> },
        ]}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Bank' }));
    expect(await screen.findByText('Loading the bank…')).toBeInTheDocument();
    // A second of frames (60 of them, each checking the tab) passes while the tab loads: no scroll yet.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(scrolled).not.toHaveBeenCalled();

    // The same step once the content is there: one scroll (the positive control of the step above).
    act(() => finishLoading());
    expect(await screen.findByRole('list', { name: 'Bank items' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith('lazy-tabs');

    // Reopening a loaded tab scrolls at once.
    await user.click(screen.getByRole('tab', { name: 'Inventory' }));
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(2));
  });

  it('mounts a pane on its first opening and keeps it, and moves along the tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    HTMLElement.prototype.scrollIntoView = () => {};
    render(
      <LazyTabs
        id="t"
        label="Character tabs"
        tabs={[
          { key: 'inventory', title: 'Inventory', content: () => <p>Sword</p> },
          { key: 'bank', title: 'Bank', content: () => <p>Shield</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel', { name: 'Inventory' })).toHaveTextContent('Sword');
    expect(screen.queryByText('Shield')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Inventory' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bank' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bank' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Bank' })).toHaveTextContent('Shield');
    expect(window.location.hash).toBe('#bank');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Inventory' })).toHaveAttribute('aria-selected', 'true');
    // The bank's pane stays mounted, hidden, so its reads are not made again.
    expect(screen.getByText('Shield')).toBeInTheDocument();
  });
});
