const secret = (seed: string) => `${seed}-0123456789-abcdefghijklmnopqrstuvwxyz`;

/** A production environment with every setting real (docs/deploying.md). */
export const productionEnv = {
  SHOP_ENV: 'production',
  PUSHER_KEY: 'shop-live-key',
  PUSHER_SECRET: secret('pusher'),
  ORDER_TOKEN_SECRET: secret('order'),
  INVOICE_LINK_SECRET: secret('invoice'),
  REVALIDATE_SECRET: secret('revalidate'),
  ADMIN_TOKEN: secret('admin'),
  DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
  SMTP_URL: 'smtp://mailer:password@smtp.example.com:587',
  MAIL_FROM: 'Shop <shop@example.com>',
  API_PUBLIC_URL: 'https://api.shop.example',
  STOREFRONT_ORIGINS: 'https://shop.example',
  STOREFRONT_REVALIDATE_URL: 'https://shop.example/api/revalidate',
};
