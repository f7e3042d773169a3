import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  GoneError,
  InvalidError,
  NotFoundError,
  QuotaExceededError,
  TooManyAttemptsError,
  UnauthenticatedError,
  UpstreamError,
} from '../domain/errors';

const STATUS_BY_ERROR: Array<[new (...args: never[]) => DomainError, number]> = [
  [InvalidError, 422],
  [NotFoundError, 404],
  [ForbiddenError, 403],
  // A plan or role limit reads as "you may not (any more)", as the spec's permission errors do.
  [QuotaExceededError, 403],
  [UnauthenticatedError, 401],
  [ConflictError, 409],
  [GoneError, 410],
  [TooManyAttemptsError, 429],
  [UpstreamError, 502],
];

/** The one place a domain error becomes an HTTP status. */
export function domainErrorStatus(error: DomainError): number {
  return STATUS_BY_ERROR.find(([type]) => error instanceof type)?.[1] ?? 400;
}
