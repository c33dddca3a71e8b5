import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeTitleHtml, TitleName } from './title-name';
import { toneOf } from './tinted-text';

describe('TitleName', () => {
  it('keeps inline emphasis and colours', () => {
    expect(sanitizeTitleHtml('<span style="color:#e33">Dragon</span>Slayer')).toBe('<span style="color:#e33">Dragon</span>Slayer');
    expect(sanitizeTitleHtml('<b>Champion</b> of <i>Avalon</i>')).toBe('<b>Champion</b> of <i>Avalon</i>');
  });

  it('drops scripts, handlers, links, images and layout styles', () => {
    const html = sanitizeTitleHtml(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a>' +
        '<span style="position:fixed;inset:0;color:red" onclick="x()">Evil</span>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript|<img|<a |position/i);
    expect(html).toContain('click');
    expect(html).toContain('<span style="color:red">Evil</span>');
  });

  it('shows the plain name when nothing survives', () => {
    const { container } = render(<TitleName nameHtml="<img src=x>" name="the Untamed" />);
    expect(container.textContent).toBe('the Untamed');
  });
});

describe('toneOf', () => {
  it('flags very light and very dark game colours', () => {
    expect(toneOf('#ffffff')).toBe('light');
    expect(toneOf('#c8c8c8')).toBe('light');
    expect(toneOf('#000000')).toBe('dark');
    expect(toneOf('#0070dd')).toBeUndefined();
  });
});
