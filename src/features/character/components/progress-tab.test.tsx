import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HistoryAnswer } from '@contract/types/history';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import { setCurrentLanguage } from '@contract/i18n/current';
import { provideMessages } from '@/lib/i18n/translate';
import de from '@/locales/de.json';
import { ProgressTab } from './progress-tab';

const point = (day: string, level: number, rank: number) => ({
  day,
  Level: level,
  Experience: level * 1000,
  KD: 1.5,
  WorldBossDamageTotal: 10,
  WorldBossMVPCount: 0,
  RebirthCount: 0,
  Coins: 5,
  RankGlobal: rank,
  RankBoss: null,
  RankPvp: 9,
  RankRebirth: null,
});

const answer = (range: string): HistoryAnswer => ({
  range: range as HistoryAnswer['range'],
  from: range === '7' ? '2026-11-17' : '2026-10-25',
  to: '2026-11-23',
  points: [point('2026-10-25', 10, 40), point('2026-11-20', 12, 31)],
  records: {
    bestRankGlobal: { value: 31, day: '2026-11-20' },
    bestRankBoss: null,
    bestRankPvp: { value: 9, day: '2026-10-25' },
    bestRankRebirth: null,
    biggestDayExperience: { value: 2000, day: '2026-11-20' },
    biggestDayBossDamage: null,
  },
  timeline: [{ time: '2026-11-20T10:00:00.000Z', identify: 'level', header: 'Reached level 12' }],
});

describe('ProgressTab', () => {
  it('asks for 30 days first, shows the personal records and the timeline of the range, and switches range', async () => {
    const ranges: string[] = [];
    server.use(
      http.get('/api/character/7/history', ({ request }) => {
        const range = new URL(request.url).searchParams.get('range')!;
        ranges.push(range);
        return HttpResponse.json(answer(range));
      }),
    );
    renderWithApp(<ProgressTab characterId={7} name="Aria" />);
    expect(await screen.findByText('Best global rank')).toBeInTheDocument();
    expect(screen.getByText('#31')).toBeInTheDocument();
    expect(screen.getByText('+2,000')).toBeInTheDocument();
    expect(screen.getByText(/Reached level 12/)).toBeInTheDocument();
    expect(screen.getByText(/from Oct 25, 2026 to Nov 23, 2026/)).toBeInTheDocument();
    expect(screen.getAllByText('on Nov 20, 2026')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Ranking positions (1 is the top)', { selector: 'figcaption' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByText(/from Nov 17, 2026 to Nov 23, 2026/)).toBeInTheDocument();
    expect(ranges).toEqual(['30', '7']);
  });

  it('says so when there is no history yet', async () => {
    server.use(
      http.get('/api/character/8/history', () =>
        HttpResponse.json({ ...answer('30'), points: [], timeline: [], records: Object.fromEntries(Object.keys(answer('30').records).map((k) => [k, null])) }),
      ),
    );
    renderWithApp(<ProgressTab characterId={8} name="Newbie" />);
    expect(await screen.findAllByText('No history in this range yet.')).toHaveLength(3);
  });

  it("writes the snapshots' days as the page's language writes a date", async () => {
    server.use(http.get('/api/character/9/history', () => HttpResponse.json(answer('30'))));
    provideMessages('de', de);
    setCurrentLanguage('de');
    try {
      renderWithApp(<ProgressTab characterId={9} name="Aria" />);
      expect(await screen.findByText(/vom 25\.10\.2026 bis 23\.11\.2026/)).toBeInTheDocument();
      expect(screen.getAllByText('am 20.11.2026')).toHaveLength(2);
    } finally {
      setCurrentLanguage('en');
    }
  });
});
