/** The section's namespace and this page's keys in it, for every component of the schedule. */
export const NAMESPACE = 'mf-service-support';
export const KEYS = { keyPrefix: 'corporateActions' } as const;
