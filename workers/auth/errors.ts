import { AUTH_MESSAGES } from "../../app/lib/constants";
import { ApiError } from "../api/errors";

// The expected failures of the accounts services, with Strapi's names and statuses.
export const invalidCredentials = () => new ApiError(400, "ValidationError", AUTH_MESSAGES.invalidIdentifierOrPassword);
export const emailNotConfirmed = () => new ApiError(400, "ApplicationError", AUTH_MESSAGES.emailNotConfirmed);
export const accountBlocked = () => new ApiError(400, "ApplicationError", AUTH_MESSAGES.blocked);
export const alreadyTaken = () => new ApiError(400, "ApplicationError", AUTH_MESSAGES.alreadyTaken);
export const invalidToken = () => new ApiError(400, "ValidationError", AUTH_MESSAGES.invalidToken);
export const unauthorized = (message: string = AUTH_MESSAGES.missingOrInvalidCredentials) => new ApiError(401, "UnauthorizedError", message);
export const forbidden = () => new ApiError(403, "ForbiddenError", AUTH_MESSAGES.forbidden);
export const notFound = () => new ApiError(404, "NotFoundError", AUTH_MESSAGES.notFound);
