/**
 * What the shop links a static page as, outside the footer's list: `terms` (beside the order
 * button), `privacy` (the privacy policy, beside it too), `shipping` (shipping and returns). At
 * most one page per role; a page without one is only listed.
 */
export const staticPageRoles = ['terms', 'privacy', 'shipping'] as const;
export type StaticPageRole = (typeof staticPageRoles)[number];
