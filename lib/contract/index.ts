/** The shop API contract: one set of zod schemas that the storefront and the shop API both use. */
export * from './api-error';
export * from './entities/article';
export * from './entities/availability';
export * from './entities/brand';
export * from './entities/category';
export * from './entities/common';
export * from './entities/product';
export * from './entities/static-page';
export * from './entities/variation';
export * from './envelope';
export * from './locales';
export * from './money';
export * from './page';
export * from './query';
export * from './shop-info';
export * from './query-codec';
