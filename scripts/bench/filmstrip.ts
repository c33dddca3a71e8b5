import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

// `npm run bench:filmstrip -- <url> [<url> …]`: how a deep link arrives on a phone, as a
// filmstrip: a 390 px wide page on a throttled line (Lighthouse's slow 4G: 150 ms round trips,
// 1.6 Mbit/s down) and a 4× slower CPU, photographed every FRAME_MS until the page is live, the
// frames side by side in one PNG per page under FILMSTRIP_DIR (test-results/filmstrip). Prints when
// the page first showed content and when it came to life. A picture to look at, never a test.

const FRAME_MS = 250;
const FRAMES = 24;
const outDir = path.resolve(process.env.FILMSTRIP_DIR ?? 'test-results/filmstrip');
const urls = process.argv.slice(2);
if (urls.length === 0) throw new Error('Name the pages: npm run bench:filmstrip -- http://127.0.0.1:8080/charid/1');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Frames as the page paints them (the screencast), not screenshots taken on demand, which would
    // wait for the throttled page and move what they measure.
    const painted: { at: number; png: Buffer }[] = [];
    let started = 0;
    cdp.on('Page.screencastFrame', (frame: { data: string; sessionId: number; metadata: { timestamp?: number } }) => {
      painted.push({ at: Date.now() - started, png: Buffer.from(frame.data, 'base64') });
      void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', { format: 'png', everyNthFrame: 1 });
    started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const live = await page
      .waitForSelector('#root[data-live]', { timeout: 30_000 })
      .then(() => Date.now() - started)
      .catch(() => null);
    await page.waitForTimeout(FRAME_MS);
    await cdp.send('Page.stopScreencast');
    // One frame per FRAME_MS: the last one painted by then.
    const frames: { at: number; png: Buffer }[] = [];
    for (let at = FRAME_MS; frames.length < FRAMES && at <= (live ?? 30_000) + FRAME_MS; at += FRAME_MS) {
      const shown = painted.filter((f) => f.at <= at).at(-1);
      if (shown) frames.push({ at, png: shown.png });
    }
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    const width = 195;
    const height = 422;
    const thumbs = await Promise.all(frames.map((f) => sharp(f.png).resize(width, height).png().toBuffer()));
    const file = path.join(outDir, `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.png`);
    await sharp({ create: { width: width * thumbs.length + 4 * (thumbs.length - 1), height, channels: 3, background: '#888' } })
      .composite(thumbs.map((input, i) => ({ input, left: i * (width + 4), top: 0 })))
      .png()
      .toFile(file);
    console.log(
      `${url}: first contentful paint ${paint === null ? '?' : `${Math.round(paint)} ms`}, live ${live === null ? 'not within 30 s' : `${live} ms`}; ` +
        `frames every ${FRAME_MS} ms from ${frames[0]?.at ?? '?'} ms → ${file}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
