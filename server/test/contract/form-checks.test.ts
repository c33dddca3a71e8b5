import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as register from 'virtual:form-rules/register';
import * as login from 'virtual:form-rules/login';
import * as betNew from 'virtual:form-rules/betNew';
import * as contact from 'virtual:form-rules/contact';
import type { BetLimits, FormRules } from '@contract/forms/form-rules';
import { CHALLENGE_REQUIRED_TEXT, EMAIL_FORMAT_TEXT, PASSWORD_MISMATCH_TEXT, USERNAME_PATTERN_TEXT } from '@contract/values/account';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../test-app';

// A form's own check (generated from its call's request schema at build time) and the call's route
// refuse the same fields with the same sentences: one list of cases, sent to both. The forms' rules
// are composed as their pages compose them.

let t: TestApp;
let guest: TestClient;
let player: TestClient;
let limits: BetLimits;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
  guest = await visitor(t.app);
  player = await loginAs(t.app, 'demo');
  limits = (await player.refresh()).settings;
});
afterAll(() => t.close());

interface Case {
  what: string;
  call: string;
  rules: () => FormRules;
  as: () => TestClient;
  fields: Record<string, string>;
  errors: Record<string, string[]>;
}

const registering = { call: '/api/user/register', rules: () => register.rules(register.confirmedPassword), as: () => guest };
const loggingIn = { call: '/api/user/login', rules: () => login.rules(), as: () => guest };
const betting = { call: '/api/bet/new', rules: () => betNew.rules(betNew.stakeWithin(limits)), as: () => player };
const writing = { call: '/api/help/contact', rules: () => contact.rules(), as: () => guest };

const player1 = {
  username: 'New_Player',
  email: 'new@example.com',
  password: 'long enough',
  password_confirmation: 'long enough',
  country: 'FR',
  challenge: 'x',
};
const note = { name: 'Aria', email: 'aria@example.com', subject: 'Hello', message: 'A message long enough.', challenge: 'x' };

const CASES: Case[] = [
  {
    what: 'an empty registration',
    ...registering,
    fields: { username: '', email: '', password: '', password_confirmation: '', country: '', challenge: '' },
    errors: {
      username: ['The username field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
      password_confirmation: ['The password confirmation field is required.'],
      country: ['The country field is required.'],
      challenge: [CHALLENGE_REQUIRED_TEXT],
    },
  },
  {
    what: 'a registration with malformed fields',
    ...registering,
    fields: { ...player1, username: ' a! ', email: 'not-an-address', password: 'short', password_confirmation: 'short', country: 'ZZ' },
    errors: {
      username: ['The username field must be at least 3 characters.', USERNAME_PATTERN_TEXT],
      email: [EMAIL_FORMAT_TEXT],
      password: ['The password field must be at least 8 characters.'],
      country: ['The selected country is invalid.'],
    },
  },
  { what: 'a username of spaces', ...registering, fields: { ...player1, username: '   ' }, errors: { username: ['The username field is required.'] } },
  {
    what: 'a password typed differently again',
    ...registering,
    fields: { ...player1, password_confirmation: 'something else' },
    errors: { password_confirmation: [PASSWORD_MISMATCH_TEXT] },
  },
  {
    what: 'an empty login',
    ...loggingIn,
    fields: { username: '  ', password: '' },
    errors: { username: ['The username field is required.'], password: ['The password field is required.'] },
  },
  {
    what: 'a login name longer than any address',
    ...loggingIn,
    fields: { username: 'a'.repeat(255), password: 'x' },
    errors: { username: ['The username field must not be greater than 254 characters.'] },
  },
  { what: 'a blank stake', ...betting, fields: { coins: '' }, errors: { coins: ['The coins field is required.'] } },
  { what: 'a stake that is no number', ...betting, fields: { coins: 'abc' }, errors: { coins: ['The coins field must be a number.'] } },
  { what: 'a fractional stake', ...betting, fields: { coins: '12.5' }, errors: { coins: ['The coins field must be an integer.'] } },
  { what: 'a stake under the minimum', ...betting, fields: { coins: '5' }, errors: { coins: ['The coins field must be at least 10.'] } },
  {
    what: 'a stake over the maximum',
    ...betting,
    fields: { coins: '10000001' },
    errors: { coins: ['The coins field must not be greater than 10,000,000.'] },
  },
  {
    what: 'an empty message',
    ...writing,
    fields: { name: '   ', email: '  ', subject: '', message: 'short', challenge: '' },
    errors: {
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      subject: ['The subject field is required.'],
      message: ['The message field must be at least 10 characters.'],
      challenge: [CHALLENGE_REQUIRED_TEXT],
    },
  },
  {
    what: 'a message with overlong fields',
    ...writing,
    fields: { ...note, name: 'n'.repeat(65), email: 'aria@', subject: 's'.repeat(151) },
    errors: {
      name: ['The name field must not be greater than 64 characters.'],
      email: [EMAIL_FORMAT_TEXT],
      subject: ['The subject field must not be greater than 150 characters.'],
    },
  },
];

describe('a form and its route refuse the same fields with the same messages', () => {
  it.each(CASES)('$what ($call)', async ({ call, rules, as, fields, errors }) => {
    expect(await rules()(fields, fields)).toEqual(errors);
    const res = await as().post(call, fields);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });
});
