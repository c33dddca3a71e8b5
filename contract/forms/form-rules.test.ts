import { describe, expect, it } from 'vitest';
import * as accountSave from 'virtual:form-rules/accountSave';
import * as storeBuy from 'virtual:form-rules/storeBuy';
import { PASSWORD_MISMATCH_TEXT } from '../values/account';

// The rules beside a form's generated check, on the fields as the form sends them.

const saved = { email: 'aria@example.com', country: 'FR', current_password: '', password: '', password_confirmation: '' };
const check = (fields: Record<string, string>) => accountSave.rules(accountSave.accountSaveRules)(fields, fields);

describe('the account form', () => {
  it('keeps the password when the new one is blank, without asking for the current one', () => {
    expect(check(saved)).toEqual({});
  });

  it('asks for the current password and the new one again before changing it', () => {
    expect(check({ ...saved, password: 'a new password' })).toEqual({
      current_password: ['The current password field is required to change the password.'],
      password_confirmation: ['The password confirmation field is required.'],
    });
    expect(check({ ...saved, current_password: 'old', password: 'a new password', password_confirmation: 'another' })).toEqual({
      password_confirmation: [PASSWORD_MISMATCH_TEXT],
    });
  });

  it('tells a short new password its length, as the server does, besides the rules beside it', () => {
    expect(check({ ...saved, current_password: 'old', password: 'short', password_confirmation: 'short' })).toEqual({
      password: ['The password field must be at least 8 characters.'],
    });
  });
});

describe('the purchase form', () => {
  it('takes a blank recipient as a purchase for oneself, and refuses a recipient that is no id', () => {
    const rules = storeBuy.rules();
    expect(rules({ RecipientID: '' }, {})).toEqual({});
    expect(rules({ RecipientID: '0' }, {})).toEqual({ RecipientID: ['The recipient id field must be greater than 0.'] });
    expect(rules({ RecipientID: 'Aria' }, {})).toEqual({ RecipientID: ['The recipient id field must be a number.'] });
  });
});
