import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/** A record id from the URL: a positive whole number (anything else is a 422, never a 500). */
export const recordId = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .positive(`The ${label} must be a positive number.`)
    .max(MAX_ID, `The ${label} is too large.`);

/** A record id in a JSON body: a positive whole number (not a string). */
export const idValue = (label: string) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .positive(`The ${label} must be a positive number.`)
    .max(MAX_ID, `The ${label} is too large.`);
