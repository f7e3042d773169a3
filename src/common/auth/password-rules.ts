import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

/** The password rules both the forms and the server apply (the common-password check is server-side). */
export const passwordSchema = z
  .string({ message: 'The password field is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(
    PASSWORD_MAX_LENGTH,
    `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
  );

export const PASSWORD_CONFIRMATION_MISMATCH = 'The password confirmation does not match.';
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Choose one that is harder to guess.';
