import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

// The browser's second lock on rich HTML: whatever reaches the page is sanitised again.
describe('SafeHtml in the browser', () => {
  it('drops scripts and event handlers, and keeps outside links from the opener', () => {
    const { container } = render(
      <SafeHtml html={'<p>Hi <strong>all</strong></p><img src="/x.png" onerror="alert(1)"><script>alert(2)</script><a href="https://example.com">out</a>'} />,
    );
    const html = container.innerHTML;
    expect(html).toContain('<p>Hi <strong>all</strong></p>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<script');
    expect(container.querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});
