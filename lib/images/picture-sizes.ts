/**
 * The `sizes` of each place a picture is shown: the width it takes at each breakpoint, worked
 * out from the layout (content at most 72rem wide with 1rem padding each side, so 1120 px at
 * most; Tailwind's sm 640, md 768, lg 1024 px). A browser picks the smallest variant that covers
 * this width at the screen's pixel density.
 */
export const pictureSizes = {
  /** Product grids: 2 columns, 3 from md, 4 from lg (gap 1rem). A listing's filter column makes it narrower still. */
  productCard:
    '(min-width: 1152px) 268px, (min-width: 1024px) calc(25vw - 1.25rem), (min-width: 768px) calc(33vw - 1.25rem), calc(50vw - 1.5rem)',
  /** The product page's main picture: half of the content from md (gap 2rem), else the full width. */
  productGallery: '(min-width: 1152px) 544px, (min-width: 768px) calc(50vw - 2rem), calc(100vw - 2rem)',
  /** The gallery's thumbnail buttons, and a product line's picture. */
  thumbnail: '4rem',
  /** A search suggestion's picture. */
  searchSuggestion: '2.5rem',
  /** A product video's poster: two columns from md (gap 1.5rem). */
  videoPoster: '(min-width: 1152px) 548px, (min-width: 768px) calc(50vw - 1.75rem), calc(100vw - 2rem)',
  /** Article cards: 1 column, 2 from sm, 3 from lg (gap 1.5rem). */
  articleCard:
    '(min-width: 1152px) 357px, (min-width: 1024px) calc(33vw - 1.75rem), (min-width: 640px) calc(50vw - 1.75rem), calc(100vw - 2rem)',
  /** An article's cover: the article column is at most 48rem. */
  articleCover: '(min-width: 800px) 768px, calc(100vw - 2rem)',
  /** An article's gallery: 2 columns, 3 from sm (gap 0.75rem) in the 48rem article column. */
  articleGallery: '(min-width: 800px) 248px, (min-width: 640px) calc(33vw - 1.25rem), calc(50vw - 1.4rem)',
  /** An author's portrait. */
  portrait: '3rem',
  /** Home's category tiles: 2 columns, 3 from sm, 5 from lg (gap 1rem). */
  categoryTile:
    '(min-width: 1152px) 211px, (min-width: 1024px) calc(20vw - 1.2rem), (min-width: 640px) calc(33vw - 1.4rem), calc(50vw - 1.5rem)',
  /** A banner button's icon. */
  bannerIcon: '1.25rem',
} as const;
