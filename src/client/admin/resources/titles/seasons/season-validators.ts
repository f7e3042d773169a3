import { isImageAddress } from '@common/catalogue/catalogue-field-rules';

type Trans = (message: string) => string;

/** A whole number from 0 up, or nothing (react-admin validator). */
export const wholeNumber = (trans: Trans) => (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) return trans('Enter a whole number.');
  if (number < 0) return trans('Enter 0 or more.');
  return undefined;
};

/** An uploaded image, an /art/ path or an http(s) URL, or nothing. */
export const imageAddress = (trans: Trans) => (value: unknown) =>
  typeof value === 'string' && value !== '' && !isImageAddress(value)
    ? trans('Upload an image or enter an http(s) address.')
    : undefined;
