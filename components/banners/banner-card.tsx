import { pictureSizes } from '@/lib/images/picture-sizes';
import { ApiImage } from '@/components/images/api-image';
import { RichText } from '@/components/rich-text/rich-text';
import type { Banner } from '@contract/entities/banner';
import { BannerPicture } from './banner-picture';

const buttonClass =
  'inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * One banner: its picture and, beside it on phones and over it from tablet width, a panel with
 * its name, text and links. The call to action is a real link (it navigates); a banner with a
 * `url` but no link texts links its name instead, so there is never an empty link.
 */
export function BannerCard({
  banner,
  priority = false,
  headingLevel = 2,
  sizes,
}: {
  banner: Banner;
  priority?: boolean;
  headingLevel?: 2 | 3;
  sizes: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const button =
    banner.button_link && banner.button_text ? { href: banner.button_link, text: banner.button_text } : null;
  const secondary = banner.url && banner.url_text ? { href: banner.url, text: banner.url_text } : null;
  const headingHref = !button && !secondary ? (banner.url ?? banner.button_link) : null;
  const hasPicture = Boolean(banner._embedded.image ?? banner._embedded.mobile_image);
  const buttonImage = banner._embedded.button_image;
  return (
    <div
      className={`relative flex h-full flex-col overflow-hidden rounded-2xl ${hasPicture ? 'bg-neutral-100' : 'bg-brand-50'}`}
    >
      <BannerPicture banner={banner} priority={priority} sizes={sizes} />
      <div
        className={
          hasPicture ? 'sm:absolute sm:inset-y-0 sm:left-0 sm:flex sm:max-w-md sm:items-center sm:p-6 lg:p-10' : ''
        }
      >
        <div className="flex flex-col items-start gap-3 bg-white p-5 sm:rounded-xl sm:shadow-sm">
          <Heading className="text-xl font-bold text-neutral-900 lg:text-2xl">
            {headingHref ? (
              <a href={headingHref} className="hover:text-brand-700 hover:underline">
                {banner.name}
              </a>
            ) : (
              banner.name
            )}
          </Heading>
          <RichText html={banner.content} className="text-sm text-neutral-700 [&_p]:my-0" />
          {(button || secondary) && (
            <div className="flex flex-wrap items-center gap-4">
              {button && (
                <a href={button.href} className={buttonClass}>
                  {buttonImage && (
                    <ApiImage
                      src={buttonImage.url}
                      sizes={pictureSizes.bannerIcon}
                      intrinsicWidth={buttonImage.width}
                      alt=""
                      width={buttonImage.width}
                      height={buttonImage.height}
                      className="size-5 object-contain"
                    />
                  )}
                  {button.text}
                </a>
              )}
              {secondary && (
                <a href={secondary.href} className="text-sm font-medium text-brand-700 underline hover:text-brand-900">
                  {secondary.text}
                </a>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
