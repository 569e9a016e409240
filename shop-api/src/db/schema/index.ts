export * from './article-images';
export * from './banners';
export * from './catalogue';
export * from './content';
export * from './media';
export * from './products';
export * from './shop';
