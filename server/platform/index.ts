export { type AppContext, buildAppContext } from "./context";
export { logDevelopmentRefusal, refusesDevelopmentOnNetwork } from "./deployment-guard";
export { getPublicLinks, type PublicLinks } from "./public-links";
export { allowAuthAttempt, allowAuthSubject, allowDocumentWrite, allowPublicFormSubmission, type AuthAction, type AuthSubject, clientAddress, limitWrite } from "./rate-limits";
export { type AiBinding, ConfigurationError, endpointSetting, isDevelopment, readSettings, type Settings } from "./settings";
export { generateToken, hashToken, hmacKey, timingSafeEqualText } from "./tokens";
export { TURNSTILE_FIELD, turnstileSettings, type TurnstileVerdict, verifyTurnstile, withTurnstile } from "./turnstile";
export { bytesOf, streamOf } from "./streams";
export { appMessageFiles, englishText, pageMessages, pageWords, pageWordsFile, serverText } from "./app-messages";
