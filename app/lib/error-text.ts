import { DomainError, HTTP_STATUS_BY_CODE, type DomainErrorCode } from "@core/errors";

/**
 * How a screen reports a service's refusal: the service's own words (written for people) and the code's
 * status, unless the screen has better words for a code. Anything that is not a DomainError is a fault
 * and is rethrown to the error page.
 */
export function screenError(error: unknown, wordsFor: Partial<Record<DomainErrorCode, string>> = {}): { code: DomainErrorCode; message: string; values: Readonly<Record<string, string | number>>; status: number } {
  if (!(error instanceof DomainError)) throw error;
  const own = wordsFor[error.code];
  return { code: error.code, message: own ?? error.message, values: own ? {} : error.values, status: HTTP_STATUS_BY_CODE[error.code] };
}
