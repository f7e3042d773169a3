import { z } from 'zod';
import { RECOVERY_CODE_LENGTH } from './recovery-codes';

export const INVALID_CODE = 'The provided two factor authentication code was invalid.';
export const INVALID_RECOVERY_CODE = 'The provided two factor recovery code was invalid.';
export const LOGIN_EXPIRED = 'Your login attempt has expired. Please log in again.';

const CODE_REQUIRED = 'The code field is required.';
const CODE_FORMAT = 'The code must be 6 digits.';
const RECOVERY_CODE_FORMAT = `The recovery code must be ${RECOVERY_CODE_LENGTH} characters.`;

/** A blank field counts as not sent, as forms send the field they do not use empty. */
const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Spec 5 and 9: a two-factor code is exactly 6 digits. */
export const totpCode = z
  .string({ error: (issue) => (issue.input === undefined ? CODE_REQUIRED : CODE_FORMAT) })
  .regex(/^\d{6}$/, CODE_FORMAT);

/** POST auth/two-factor-challenge: a 6-digit code, or a 21-character recovery code. */
export const challengeSchema = z
  .strictObject({
    code: z.preprocess(blankAsAbsent, totpCode.optional()),
    recovery_code: z.preprocess(
      blankAsAbsent,
      z
        .string({ message: RECOVERY_CODE_FORMAT })
        .length(RECOVERY_CODE_LENGTH, RECOVERY_CODE_FORMAT)
        .optional(),
    ),
  })
  .superRefine((input, context) => {
    const given = [input.code, input.recovery_code].filter((value) => value !== undefined);
    if (given.length === 1) return;
    context.addIssue({
      code: 'custom',
      path: ['code'],
      message: given.length ? 'Send either a code or a recovery code, not both.' : CODE_REQUIRED,
    });
  });

export type ChallengeInput = z.infer<typeof challengeSchema>;

export const confirmTwoFactorSchema = z.strictObject({ code: totpCode });
