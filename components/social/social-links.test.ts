import { describe, expect, it } from 'vitest';
import { socialLinks } from '@/lib/shop-config';
import { visibleSocialLinks } from './social-links';

describe('visibleSocialLinks', () => {
  it('shows the shop’s Facebook and Instagram and leaves out its empty X and YouTube', () => {
    expect(visibleSocialLinks(socialLinks).map((l) => l.network)).toEqual(['facebook', 'instagram']);
  });

  it('leaves out blank and non-web links and keeps the footer order', () => {
    expect(
      visibleSocialLinks({
        facebook: '  ',
        instagram: 'javascript:alert(1)',
        x: 'https://x.com/shop',
        youtube: 'http://youtube.com/@shop',
      }),
    ).toEqual([
      { network: 'x', href: 'https://x.com/shop' },
      { network: 'youtube', href: 'http://youtube.com/@shop' },
    ]);
  });
});
