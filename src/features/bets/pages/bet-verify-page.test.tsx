import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import { bet, betPlayer } from '@/testing/handlers/bets';
import BetVerifyPage from './bet-verify-page';

// /bet/verify/:id recomputes a flip in the browser. The vector was computed with OpenSSL:
// SHA-256 and HMAC-SHA256(seed, 'seed-42:12345') of the seed 'f00dbabe' × 8 (first byte 0xd7: odd, tails).
const SEED = 'f00dbabe'.repeat(8);
const HASH = '87e854ea12d05a9f82195092bd76eeef63a05a0697ec06dbc19877cea19bbb2d';
const DIGEST = 'd7c626e1d1d635fe3811591d01799ce99752493f9356757e8607cb37969937f2';
const joined = (over = {}) =>
  bet(12345, {
    Status: 'joined',
    TargetID: 2,
    target: betPlayer(2, 'demo2'),
    Side: true,
    ServerSeedHash: HASH,
    ServerSeed: SEED,
    ClientSeed: 'seed-42',
    ...over,
  });

const renderVerify = (id: number) =>
  renderWithApp(
    <Routes>
      <Route path="/bet/verify/:id" element={<BetVerifyPage />} />
    </Routes>,
    { route: `/bet/verify/${id}` },
  );

describe('BetVerifyPage', () => {
  it('recomputes an honest flip step by step and says it was fair', async () => {
    server.use(http.get('/api/bet/find/12345', () => HttpResponse.json(joined())));
    renderVerify(12345);
    expect(await screen.findByText('This flip was fair: every step below checks out.')).toBeInTheDocument();
    expect(screen.getByLabelText('Computed SHA-256')).toHaveTextContent(HASH);
    expect(screen.getByLabelText('Message')).toHaveTextContent('seed-42:12345');
    expect(screen.getByLabelText('HMAC-SHA256')).toHaveTextContent(DIGEST);
    expect(screen.getByText(/First byte 0xd7 = 215, which is odd: tails, the joiner wins/)).toBeInTheDocument();
    expect(screen.getAllByText('matches')).toHaveLength(2);
  });

  it('catches a seed that does not match the commitment, or a side the seeds do not give', async () => {
    server.use(http.get('/api/bet/find/12345', () => HttpResponse.json(joined({ Side: false, ServerSeedHash: 'ab'.repeat(32) }))));
    renderVerify(12345);
    expect(await screen.findByText('This flip does not check out.')).toBeInTheDocument();
    expect(screen.getAllByText('does not match')).toHaveLength(2);
  });

  it('shows the commitment of an open bet, and explains a bet older than the feature', async () => {
    server.use(http.get('/api/bet/find/5', () => HttpResponse.json(bet(5, { ServerSeedHash: HASH }))));
    renderVerify(5);
    expect(await screen.findByText(/Nobody has joined this bet yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Server seed SHA-256')).toHaveTextContent(HASH);
  });

  it('says a bet voided by staff was voided, not that nobody joined it', async () => {
    server.use(http.get('/api/bet/find/12345', () => HttpResponse.json(joined({ Status: 'voided' }))));
    renderVerify(12345);
    expect(await screen.findByText('This bet was voided by staff: the stakes went back to the players and no result stands.')).toBeInTheDocument();
    expect(screen.queryByText(/Nobody has joined this bet yet/)).not.toBeInTheDocument();
  });

  it('says a bet from before provable flips has nothing to check', async () => {
    server.use(http.get('/api/bet/find/6', () => HttpResponse.json(bet(6, { Status: 'joined', Side: false, ServerSeedHash: null }))));
    renderVerify(6);
    expect(await screen.findByText(/placed before coin flips became provably fair/)).toBeInTheDocument();
  });

  it('answers an unknown bet with the not-found page', async () => {
    server.use(http.get('/api/bet/find/9', () => HttpResponse.json({ messages: ['The bet was not found.'] }, { status: 404 })));
    renderVerify(9);
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
  });
});
