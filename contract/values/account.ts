/** Refused when the human check was not answered. */
export const CHALLENGE_REQUIRED_TEXT = 'Please complete the challenge field.';

/** Refused when an email address is not shaped like one. */
export const EMAIL_FORMAT_TEXT = 'The email field must be a valid address, like name@example.com.';

/** Refused when the password confirmation differs from the new password. */
export const PASSWORD_MISMATCH_TEXT = 'The password confirmation field must match the password.';

/** Refused when a username has other characters than letters, numbers and underscores. */
export const USERNAME_PATTERN_TEXT = 'The username field may only contain letters, numbers and underscores.';
