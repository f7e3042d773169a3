/**
 * What a service throws when it cannot do what it was asked. Services speak only these; one
 * mapping in http/domain-error-status.ts turns them into the spec's error shape and status.
 */
export abstract class DomainError extends Error {
  /** Field messages, {field: [messages]}; empty unless the input itself was wrong. */
  readonly errors: Record<string, string[]>;

  constructor(message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = new.target.name;
    this.errors = errors;
  }
}

/** The thing asked for does not exist (or the caller may not know it exists). */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found.') {
    super(message);
  }
}

/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {
  constructor(message = 'This action is unauthorized.') {
    super(message);
  }
}

/** The caller must sign in (again) first. */
export class UnauthenticatedError extends DomainError {
  constructor(message = 'Unauthenticated.') {
    super(message);
  }
}

/** The input breaks a rule; the message defaults to the first field message. */
export class InvalidError extends DomainError {
  constructor(errors: Record<string, string[]>, message?: string) {
    super(message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
  }
}

/** The request collides with the current state (already done, taken, changed meanwhile). */
export class ConflictError extends DomainError {
  constructor(message: string, errors: Record<string, string[]> = {}) {
    super(message, errors);
  }
}

/** A limit the caller's plan, role or the site sets has been reached. */
export class QuotaExceededError extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** Too many attempts of something a service counts itself (codes, resends). */
export class TooManyAttemptsError extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/** The thing existed but is gone for good (an expired link, a used code). */
export class GoneError extends DomainError {
  constructor(message: string) {
    super(message);
  }
}

/**
 * A third party the request needs (a payment gateway) failed or could not be reached; nothing
 * changed on our side. The message names the party and what to do.
 */
export class UpstreamError extends DomainError {
  constructor(message: string) {
    super(message);
  }
}
