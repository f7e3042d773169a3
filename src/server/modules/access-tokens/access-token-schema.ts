import { z } from 'zod';

const NAME_REQUIRED = 'The token name field is required.';

export const createAccessTokenSchema = z.strictObject({
  tokenName: z
    .string({ message: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(255, 'The token name may not be greater than 255 characters.'),
});

export const accessTokenParams = z.strictObject({
  id: z.coerce
    .number({ message: 'The token id must be a positive number.' })
    .int('The token id must be a positive number.')
    .positive('The token id must be a positive number.')
    .max(2_147_483_647, 'The token id must be a positive number.'),
});
