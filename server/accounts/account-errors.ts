import { AUTH_MESSAGES } from "@core/constants";
import { DomainError } from "@core/errors";

// The expected failures of the accounts services, with the wording Strapi clients match on.
export const invalidCredentials = () => new DomainError("INVALID", AUTH_MESSAGES.invalidIdentifierOrPassword);
export const emailNotConfirmed = () => new DomainError("EMAIL_NOT_CONFIRMED", AUTH_MESSAGES.emailNotConfirmed);
export const accountBlocked = () => new DomainError("ACCOUNT_BLOCKED", AUTH_MESSAGES.blocked);
export const alreadyTaken = () => new DomainError("ALREADY_TAKEN", AUTH_MESSAGES.alreadyTaken);
export const invalidToken = () => new DomainError("INVALID", AUTH_MESSAGES.invalidToken);
export const unauthorized = (message: string = AUTH_MESSAGES.missingOrInvalidCredentials) => new DomainError("UNAUTHENTICATED", message);
export const forbidden = () => new DomainError("FORBIDDEN", AUTH_MESSAGES.forbidden);
export const notFound = () => new DomainError("NOT_FOUND", AUTH_MESSAGES.notFound);
