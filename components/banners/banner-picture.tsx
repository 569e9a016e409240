import type { Banner } from '@contract/entities/banner';
import { responsiveImage } from '@/lib/images/responsive-image';
import { ApiImage } from '@/components/images/api-image';

/** Phones (below Tailwind's `sm`) get the mobile picture when the banner has one. */
const mobileBannerMedia = '(max-width: 639px)';

/**
 * A banner's picture: the mobile picture on phones, the desktop one elsewhere, each in the width
 * `sizes` says the banner takes. Each source carries its pixel size, so the browser reserves the
 * right box for whichever it picks (no layout shift). Decorative (`alt=""`): the banner's words
 * are real text beside it.
 */
export function BannerPicture({
  banner,
  priority = false,
  sizes,
}: {
  banner: Banner;
  priority?: boolean;
  sizes: string;
}) {
  const { image, mobile_image: mobile } = banner._embedded;
  const main = image ?? mobile;
  if (!main) return null;
  const phone = image && mobile ? responsiveImage(mobile.url, sizes, mobile.width) : null;
  return (
    <picture>
      {phone && mobile && (
        <source
          media={mobileBannerMedia}
          srcSet={phone.srcSet ?? phone.src}
          sizes={phone.sizes}
          width={mobile.width}
          height={mobile.height}
        />
      )}
      <ApiImage
        src={main.url}
        sizes={sizes}
        intrinsicWidth={main.width}
        alt=""
        width={main.width}
        height={main.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // A priority banner is the page's largest paint: decoded with it, not in a later frame.
        decoding={priority ? 'sync' : 'async'}
        className="block h-auto w-full bg-neutral-100"
      />
    </picture>
  );
}
