import { describe, expect, it } from 'vitest';
import { CONTACT_NO_RESPONSE_ADVICE, CONTACT_SUCCESS_TEXT, GENERIC_ERROR_TEXT, OUT_OF_STOCK_TEXT, RECOVERY_SPAM_TEXT } from './messages';

describe('catalogue texts', () => {
  it.each([
    [GENERIC_ERROR_TEXT, 'An unknown error has occurred. Please contact the administrator for assistance.'],
    [CONTACT_SUCCESS_TEXT, "Thank you for your submission! We'll review your message within 7-30 days."],
    [RECOVERY_SPAM_TEXT, "Check your spam folder if you don't receive it within the next minute or two."],
    [OUT_OF_STOCK_TEXT, 'OUT OF STOCK'],
  ])('%j is verbatim', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('advises opening a ticket on the community chat server when there is no response', () => {
    expect(CONTACT_NO_RESPONSE_ADVICE).toMatch(/no response|don't receive a response/i);
    expect(CONTACT_NO_RESPONSE_ADVICE).toMatch(/open a ticket/i);
    expect(CONTACT_NO_RESPONSE_ADVICE).toMatch(/community chat server/i);
  });
});
