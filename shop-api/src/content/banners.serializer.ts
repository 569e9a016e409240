import { BannerSizeTypeSchema, type Banner, type BannerImage } from '@contract';
import { imageUrl } from '../images/image-url';
import type { ReadContext } from '../list/read-context';
import type { BannerRow } from './banners.repository';

export type ImageSizes = Map<number, { width: number; height: number }>;

function picture(env: ReadContext, sizes: ImageSizes, id: number | null): BannerImage | null {
  const size = id === null ? undefined : sizes.get(id);
  return id === null || !size ? null : { url: imageUrl(env.publicUrl, id), ...size };
}

export function serializeBanner({ banner: b, translation: t }: BannerRow, env: ReadContext, sizes: ImageSizes): Banner {
  return {
    id: b.id,
    banner_type_id: b.bannerTypeId,
    size_type: BannerSizeTypeSchema.catch('full').parse(b.sizeType),
    mobile_image_id: b.mobileImageId,
    image_id: b.imageId,
    position: b.position,
    is_active: b.isActive,
    name: t.name,
    content: t.content,
    url: t.url,
    url_text: t.urlText,
    button_text: t.buttonText,
    button_link: t.buttonLink,
    button_image_id: b.buttonImageId,
    validity: { from: b.validFrom?.toISOString() ?? null, to: b.validTo?.toISOString() ?? null },
    _embedded: {
      image: picture(env, sizes, b.imageId),
      mobile_image: picture(env, sizes, b.mobileImageId),
      button_image: picture(env, sizes, b.buttonImageId),
    },
  };
}
