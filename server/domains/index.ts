export { attachDomain, detachDomain, detachProjectDomains, expireDomainClaims, limitDomainActions, listDomains, proveDomainControl, refreshPendingDomains, toDomainView } from "./domains";
export { HOST_CACHE_TTL_SECONDS, hostCacheKey } from "./host-cache";
