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
    ['Coins must be at least 1; coins are required.', 'coins', [field('Coins'), text(' must be at least 1; '), field('coins'), text(' are required.')]],
    ['The selected user id is invalid.', 'UserID', [text('The selected '), field('user id'), text(' is invalid.')]],
    ['Pay with bitcoins only.', 'coins', [text('Pay with bitcoins only.')]],
    ['Something went wrong.', 'email', [text('Something went wrong.')]],
    ['email', 'Email', [field('email')]],
    ['The a.b field (x+y) is bad.', 'a.b', [text('The a.b field (x+y) is bad.')]],
    ['The value is bad.', '', [text('The value is bad.')]],
    ['', 'email', []],
  ])('%j on %j', (message, fieldName, expected) => {
    expect(splitOnFieldName(message, fieldName)).toEqual(expected);
  });

  it('treats regex characters in the field name literally', () => {
    expect(splitOnFieldName('Use x+y here.', 'x+y')).toEqual([text('Use '), field('x+y'), text(' here.')]);
    expect(splitOnFieldName('Use xxy here.', 'x+y')).toEqual([text('Use xxy here.')]);
  });

  it('reassembles to the original message', () => {
    const message = 'The coins field must be a number. Coins!';
    const joined = splitOnFieldName(message, 'Coins')
      .map((part) => part.text)
      .join('');
    expect(joined).toBe(message);
  });
});
