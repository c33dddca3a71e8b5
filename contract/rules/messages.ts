// User-facing texts from the docs/product-rules.md#error-messages error catalogue, kept in one place so SPA and server stay word-identical.

export const GENERIC_ERROR_TEXT = 'An unknown error has occurred. Please contact the administrator for assistance.';

export const CONTACT_SUCCESS_TEXT = "Thank you for your submission! We'll review your message within 7-30 days.";

export const CONTACT_NO_RESPONSE_ADVICE = "If you don't receive a response, please open a ticket on our community chat server.";

/** Appended to the server's recovery success message. */
export const RECOVERY_SPAM_TEXT = "Check your spam folder if you don't receive it within the next minute or two.";

export const OUT_OF_STOCK_TEXT = 'OUT OF STOCK';
