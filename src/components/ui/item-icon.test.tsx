import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ItemIcon } from './item-icon';

describe('ItemIcon', () => {
  it('asks for the 16 px icon by Icon name, the original picture for larger sizes', () => {
    const { rerender } = render(<ItemIcon icon="iwsword" name="Blade" />);
    expect(screen.getByRole('img', { name: 'Blade' })).toHaveAttribute('src', '/api/image/assets/item/16/iwsword');
    rerender(<ItemIcon icon={42} name="Blade" size={64} />);
    expect(screen.getByRole('img', { name: 'Blade' })).toHaveAttribute('src', '/api/image/assets/item/original/42');
  });

  it('falls back to the bag icon when the image fails, once, and retries for a new icon', () => {
    const { rerender } = render(<ItemIcon icon="missing" name="Lost thing" />);
    const img = screen.getByRole('img', { name: 'Lost thing' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/bag.svg');
    // The bag itself failing must not loop.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/bag.svg');
    rerender(<ItemIcon icon="iipotion" name="Lost thing" />);
    expect(screen.getByRole('img', { name: 'Lost thing' })).toHaveAttribute('src', '/api/image/assets/item/16/iipotion');
  });

  it('encodes icon names in the URL', () => {
    render(<ItemIcon icon="a b" name="Odd" />);
    expect(screen.getByRole('img', { name: 'Odd' })).toHaveAttribute('src', '/api/image/assets/item/16/a%20b');
  });
});
