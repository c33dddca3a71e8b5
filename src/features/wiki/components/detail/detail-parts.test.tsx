import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '@/testing/test-utils';
import { DetailShell } from './detail-parts';

describe('wiki detail breadcrumb', () => {
  it('names the list an enhancement crumb leads to (the market), not a list that does not exist', () => {
    renderWithApp(
      <DetailShell type="enhancement" title="Fire rune">
        <p>Effects</p>
      </DetailShell>,
      { route: '/wiki/enhancement/1' },
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'breadcrumb' }));
    // It read "Enhancements" while leading to the market.
    expect(crumbs.getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/wiki/market');
    expect(crumbs.queryByRole('link', { name: 'Enhancements' })).toBeNull();
  });
});
