import type { SocialNetwork } from '@/lib/shop-config';

/** Networks in the order the footer lists them. */
const socialNetworkOrder: readonly SocialNetwork[] = ['facebook', 'instagram', 'x', 'youtube'];

/** The networks the shop has a profile on: an empty or non-http(s) link is not shown. */
export function visibleSocialLinks(
  links: Readonly<Record<SocialNetwork, string>>,
): { network: SocialNetwork; href: string }[] {
  return socialNetworkOrder.flatMap((network) => {
    const href = links[network].trim();
    return /^https:\/\/\S+$/i.test(href) || /^http:\/\/\S+$/i.test(href) ? [{ network, href }] : [];
  });
}
