import { expect, test } from '@playwright/test';
import { passHumanCheck, shotPath } from './support';
import { latestMailTo } from './account-outbox';

// The contact form, as a visitor: field errors with bold labels, the human check, the success text
// of docs/product-rules.md#error-messages with the chat-server advice, and the mail that reaches the team address.

test('a visitor writes to the team', async ({ page }) => {
  const subject = `Lost sword ${Date.now().toString(36)}`;
  await page.goto('/help/contact');
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();

  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example.test');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Too short');
  await page.getByRole('button', { name: 'Send message' }).click();
  // docs/product-rules.md#validation-and-field-messages: the field's name in the message is replaced by its label, in bold.
  const feedback = page.locator('#field-message-feedback');
  await expect(feedback).toContainText('The Message field must be at least 10 characters.');
  await expect(feedback.locator('strong')).toHaveText('Message');
  await expect(page.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Message').fill("My sword vanished after yesterday evening's raid. Can you help?");
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Send message' }).click();

  const status = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(status).toContainText("Thank you for your submission! We'll review your message within 7-30 days.");
  await expect(status).toContainText("If you don't receive a response, please open a ticket on our community chat server.");
  await expect(status.getByRole('link', { name: 'Open the community chat server' })).toHaveAttribute('href', /^https:\/\//);
  await page.screenshot({ path: shotPath('contact-sent-desktop'), fullPage: true });

  await expect.poll(() => latestMailTo('team@guildhall.local')?.includes(subject), { timeout: 10_000 }).toBe(true);
});
