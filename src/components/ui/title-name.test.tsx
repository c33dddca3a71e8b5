import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TitleName } from './title-name';
import { sanitizeTitleHtml } from './title-sanitizer';
import { contrastRatio, THEME_BACKGROUNDS } from '@/lib/legible-color';
import { TintedText } from './tinted-text';

describe('TitleName', () => {
  it('keeps inline emphasis and colours', () => {
    expect(sanitizeTitleHtml('<span style="color:#e33">Dragon</span>Slayer')).toMatch(
      /^<span style="--tint:#ee3333;[^"]*" class="tinted-title">Dragon<\/span>Slayer$/,
    );
    expect(sanitizeTitleHtml('<b>Champion</b> of <i>Avalon</i>')).toBe('<b>Champion</b> of <i>Avalon</i>');
  });

  // The red of the DragonSlayer title (#e33) failed WCAG AA on the profile page.
  it('shows each theme a legible version of a title colour, with the same hue', async () => {
    render(<TitleName nameHtml={'<span style="color:#e33">Dragon</span>Slayer'} name="DragonSlayer" />);
    const span = await screen.findByText('Dragon');
    expect(span).toHaveClass('tinted-title');
    expect(span.style.getPropertyValue('--tint')).toBe('#ee3333');
    expect(contrastRatio(span.style.getPropertyValue('--tint-light'), THEME_BACKGROUNDS.light)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(span.style.getPropertyValue('--tint-dark'), THEME_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(4.5);
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

  it('shows the plain name when nothing survives', async () => {
    render(
      <>
        <TitleName nameHtml="<img src=x>" name="the Untamed" />
        <TitleName nameHtml="<b>Loaded</b>" name="Loaded" />
      </>,
    );
    // Once the sanitiser has run (the second title shows its rich name), the first is still plain.
    await waitFor(() => expect(screen.getByText('Loaded').tagName).toBe('B'));
    expect(screen.getByText('the Untamed').tagName).toBe('SPAN');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the plain name until the sanitiser has loaded, then the rich one (DOMPurify is not in first loads)', async () => {
    const { container } = render(<TitleName nameHtml="<b>Champion</b> of <i>Avalon</i>" name="Champion of Avalon" />);
    expect(await screen.findByText('Champion')).toContainHTML('Champion');
    expect(container.querySelector('b')?.textContent).toBe('Champion');
  });
});

describe('TintedText', () => {
  // The colour each theme shows reaches WCAG AA, and keeps the game colour's hue.
  it('gives each theme a legible version of the game colour', () => {
    const { container } = render(<TintedText color="4fc3f7">Hero</TintedText>);
    const span = container.querySelector<HTMLElement>('.tinted-text')!;
    expect(span.style.getPropertyValue('--tint')).toBe('#4fc3f7');
    const light = span.style.getPropertyValue('--tint-light');
    const dark = span.style.getPropertyValue('--tint-dark');
    expect(contrastRatio(light, THEME_BACKGROUNDS.light)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(dark, THEME_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('title markup before any parser', () => {
  // Chromium logs a CSP violation for each event-handler attribute it parses, even in an inert document.
  it('never hands a parser an event handler, an image or a script', () => {
    // The spy records each call and still parses.
    const spy = vi.spyOn(DOMParser.prototype, 'parseFromString');
    try {
      const html = sanitizeTitleHtml(
        '<img src=x onerror=alert(1)><b onclick="x()" style="color:red">Bold</b><<x>img src=y onerror=z>' +
          '<span title=">" onmouseover=a>T</span><script>alert(2)</script><!-- <img src=c onerror=d> -->',
      );
      // Text may still read "onerror=", escaped; no tag carries a handler.
      expect(spy.mock.calls.map(([source]) => String(source)).join(' ')).not.toMatch(/<img|<script|<!--|<[^>]*\son[a-z]+\s*=/i);
      expect(html).toContain('<b style="color:red">Bold</b>');
      expect(html).not.toMatch(/alert\(2\)|<img|<[^>]*onerror/);
    } finally {
      spy.mockRestore();
    }
  });
});
