import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/testing/test-utils';
import { NavMenu, NavMenuLink } from './nav-menu';

const Menu = () => (
  <>
    <NavMenu id="nav-wiki" title="Wiki">
      <NavMenuLink to="/wiki/item">Items</NavMenuLink>
      <NavMenuLink to="/wiki/monster">Monsters</NavMenuLink>
    </NavMenu>
    <p>Elsewhere</p>
  </>
);

describe('navbar disclosure menu', () => {
  it('opens on its button, with aria-expanded in step, and closes on Escape returning focus', async () => {
    renderWithApp(<Menu />);
    const button = screen.getByRole('button', { name: 'Wiki' });
    const list = document.getElementById('nav-wiki-menu')!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveClass('show');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('show');
    expect(screen.getByRole('link', { name: 'Monsters' })).toHaveAttribute('href', '/wiki/monster');
    await userEvent.keyboard('{Escape}');
    expect(list).not.toHaveClass('show');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside, and when a link is followed', async () => {
    renderWithApp(<Menu />);
    const button = screen.getByRole('button', { name: 'Wiki' });
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Items' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
