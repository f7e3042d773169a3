import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { isApiError, type ApiError } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { showErrorToast } from '@client/ui/toast/error-toast';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface FormErrorsOptions {
  /**
   * Handles a failure that carries no message for any field of the form.
   * Defaults to showErrorToast: the server's message (spec 8), or the generic failure text.
   */
  onOtherError?: (error: unknown) => void;
}

/** Props that tie an MUI TextField to its server error (translated helper text, aria wiring). */
export interface ErrorFieldProps {
  id: string;
  name: string;
  error: boolean;
  helperText: string | undefined;
}

/** A controlled text input tied to its field: error props, its value, and an onChange. */
export interface BoundFieldProps extends ErrorFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export interface FormErrors<Field extends string> {
  /** The first server message of each errored field. */
  errors: FieldErrors<Field>;
  /**
   * Applies a failed request: each field gets its first message and the first errored field gets
   * focus (spec 5). Returns false when no field message applied and the other-error path ran.
   */
  setFromError: (error: unknown) => boolean;
  /** Clears one field's error, or all of them. */
  clear: (field?: Field) => void;
  /** The DOM id of a field's input; the field is focused through it. */
  fieldId: (field: Field) => string;
  fieldProps: (field: Field) => ErrorFieldProps;
  /**
   * fieldProps for a controlled input, plus its value and an onChange that stores what was typed
   * and clears the field's server error (typing answers the error).
   */
  bind: (field: Field, value: string, setValue: (value: string) => void) => BoundFieldProps;
}

function defaultOtherError(error: unknown): void {
  showErrorToast(error);
}

function fieldErrorsOf<Field extends string>(
  error: ApiError,
  fields: readonly Field[],
): FieldErrors<Field> {
  const mapped: FieldErrors<Field> = {};
  for (const [name, messages] of Object.entries(error.errors)) {
    const field = fields.find((candidate) => candidate === name);
    if (field && messages[0]) mapped[field] = messages[0];
  }
  return mapped;
}

/** Maps server validation errors (spec 5, 8) onto the named fields of a plain MUI form. */
export function useFormErrors<Field extends string>(
  fields: readonly Field[],
  options: FormErrorsOptions = {},
): FormErrors<Field> {
  const prefix = useId();
  const { trans } = useTrans();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const pendingFocus = useRef<Field | null>(null);
  const fieldsRef = useRef(fields);
  const onOtherError = useRef(options.onOtherError ?? defaultOtherError);
  useEffect(() => {
    fieldsRef.current = fields;
    onOtherError.current = options.onOtherError ?? defaultOtherError;
  });

  const fieldId = useCallback((field: Field) => `${prefix}-${field}`, [prefix]);

  // Focus after the errors render, so the input already carries aria-invalid and its message.
  useEffect(() => {
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    document.getElementById(fieldId(field))?.focus();
  }, [errors, fieldId]);

  const setFromError = useCallback((error: unknown): boolean => {
    const mapped = isApiError(error) ? fieldErrorsOf(error, fieldsRef.current) : {};
    const first = Object.keys(mapped)[0] as Field | undefined;
    setErrors(mapped);
    if (!first) {
      onOtherError.current(error);
      return false;
    }
    pendingFocus.current = first;
    return true;
  }, []);

  const clear = useCallback((field?: Field) => {
    setErrors((current) => {
      if (!field) return Object.keys(current).length ? {} : current;
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const fieldProps = useCallback(
    (field: Field): ErrorFieldProps => ({
      id: fieldId(field),
      name: field,
      error: Boolean(errors[field]),
      helperText: errors[field] ? trans(errors[field]) : undefined,
    }),
    [errors, fieldId, trans],
  );

  const bind = useCallback(
    (field: Field, value: string, setValue: (value: string) => void): BoundFieldProps => ({
      ...fieldProps(field),
      value,
      onChange: (event) => {
        setValue(event.target.value);
        clear(field);
      },
    }),
    [fieldProps, clear],
  );

  return { errors, setFromError, clear, fieldId, fieldProps, bind };
}
