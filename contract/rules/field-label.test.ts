import { describe, expect, it } from 'vitest';
import { spacedLowerCase, splitOnFieldName, type MessagePart } from './field-label';

describe('spacedLowerCase', () => {
  it.each([
    ['ConfirmPassword', 'confirm password'],
    ['password_confirmation', 'password confirmation'],
    ['coins', 'coins'],
    ['UserID', 'user id'],
    ['ItemID', 'item id'],
    ['IsSpecial', 'is special'],
    ['KDDaily', 'kd daily'],
    ['HTMLParser', 'html parser'],
    ['email-address', 'email address'],
    ['RequiredLevel2', 'required level2'],
    ['Email', 'email'],
    ['first__name', 'first name'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(spacedLowerCase(input)).toBe(expected);
  });
});

const text = (value: string): MessagePart => ({ text: value, isField: false });
const field = (value: string): MessagePart => ({ text: value, isField: true });

describe('splitOnFieldName', () => {
  it.each<[string, string, MessagePart[]]>([
    ['The confirm password field is required.', 'ConfirmPassword', [text('The '), field('confirm password'), text(' field is required.')]],
    ['The password confirmation does not match.', 'password_confirmation', [text('The '), field('password confirmation'), text(' does not match.')]],
    [
      'The coins field must be at least 1; the coins are required.',
      'coins',
      [text('The '), field('coins'), text(' field must be at least 1; the '), field('coins'), text(' are required.')],
    ],
    // Only where the message names the field: the same word in its prose stays as written.
    [
      'The code is not right, or it was already used. Enter the current code from your app, or a backup code.',
      'code',
      [text('The '), field('code'), text(' is not right, or it was already used. Enter the current code from your app, or a backup code.')],
    ],
    ['Coins must be at least 1.', 'coins', [text('Coins must be at least 1.')]],
    ['Breathe code.', 'code', [text('Breathe code.')]],
    ['The selected user id is invalid.', 'UserID', [text('The selected '), field('user id'), text(' is invalid.')]],
    ['Pay the bitcoins only.', 'coins', [text('Pay the bitcoins only.')]],
    ['Something went wrong.', 'email', [text('Something went wrong.')]],
    ['the email', 'Email', [text('the '), field('email')]],
    ['The a.b field (x+y) is bad.', 'a.b', [text('The a.b field (x+y) is bad.')]],
    ['The value is bad.', '', [text('The value is bad.')]],
    ['', 'email', []],
  ])('%j on %j', (message, fieldName, expected) => {
    expect(splitOnFieldName(message, fieldName)).toEqual(expected);
  });

  it('treats regex characters in the field name literally', () => {
    expect(splitOnFieldName('Use the x+y here.', 'x+y')).toEqual([text('Use the '), field('x+y'), text(' here.')]);
    expect(splitOnFieldName('Use the xxy here.', 'x+y')).toEqual([text('Use the xxy here.')]);
  });

  it('reassembles to the original message', () => {
    const message = 'The coins field must be a number. Coins!';
    const joined = splitOnFieldName(message, 'Coins')
      .map((part) => part.text)
      .join('');
    expect(joined).toBe(message);
  });
});
