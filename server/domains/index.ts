export { attachDomain, detachDomain, detachProjectDomains, limitDomainActions, listDomains, refreshPendingDomains, toDomainView } from "./domains";
export { HOST_CACHE_TTL_SECONDS, hostCacheKey } from "./host-cache";
