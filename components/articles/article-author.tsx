import { pictureSizes } from '@/lib/images/picture-sizes';
import { ApiImage } from '@/components/images/api-image';
import { getTranslations } from 'next-intl/server';
import { authorName } from '@/lib/catalogue/embeds';
import type { ArticleAuthor as Author } from '@contract/entities/article';

const portraitSize = 48;

/** The author's portrait (or initials) and name. */
export async function ArticleAuthor({ author }: { author: Author }) {
  const t = await getTranslations('article');
  const name = authorName(author);
  const initials = `${author.first_name.charAt(0)}${author.last_name.charAt(0)}`;
  return (
    <div className="flex items-center gap-3">
      {author.image_url ? (
        <ApiImage
          src={author.image_url}
          sizes={pictureSizes.portrait}
          alt=""
          width={portraitSize}
          height={portraitSize}
          className="size-12 rounded-full bg-neutral-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900"
        >
          {initials}
        </span>
      )}
      <p className="text-sm">
        <span className="block text-neutral-600">{t('writtenBy')}</span>
        <span className="font-medium text-neutral-900">{name}</span>
      </p>
    </div>
  );
}
