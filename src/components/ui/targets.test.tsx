import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/testing/test-utils';
import { TargetModal } from './target-modal';
import { PanelToggle, TogglePanel } from './toggle-panel';

describe('data-attribute driven modals and panels', () => {
  it('opens the modal named by any element marked as a modal trigger', async () => {
    renderWithApp(
      <>
        <span role="button" tabIndex={0} data-modal-target="#rules-modal">
          Read the rules
        </span>
        <TargetModal id="rules-modal" title="Rules">
          Be nice.
        </TargetModal>
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByText('Read the rules'));
    expect(await screen.findByRole('dialog', { name: 'Rules' })).toHaveTextContent('Be nice.');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('toggles a collapsible panel from its toggle, with aria-expanded kept in step', async () => {
    renderWithApp(
      <>
        <PanelToggle target="filters">Filters</PanelToggle>
        <TogglePanel id="filters">
          <p>Only staff</p>
        </TogglePanel>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('filters')).not.toHaveClass('show');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(document.getElementById('filters')).toHaveClass('show'));
  });
});
