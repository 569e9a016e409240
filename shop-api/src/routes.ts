import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema } from '@contract/calls/responses';
import { addressRoutes } from './addresses/addresses.routes';
import { adminRoutes } from './admin/admin.routes';
import { accountSecurityRoutes } from './auth/account-security.routes';
import { authRoutes } from './auth/auth.routes';
import { articleRoutes } from './catalogue/articles/articles.routes';
import { brandRoutes } from './catalogue/brands/brands.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { cartItemRoutes } from './cart/cart-items.routes';
import { cartRoutes } from './cart/carts.routes';
import { customerCartRoutes } from './cart/customer-cart.routes';
import { staticPageRoutes } from './content/static-pages.routes';
import { customerRoutes } from './customers/customers.routes';
import { creditRoutes } from './credits/credits.routes';
import { categoryRoutes } from './catalogue/categories/categories.routes';
import { productFilterRoutes } from './catalogue/filters/product-filters.routes';
import { attachmentRoutes } from './catalogue/products/attachments.routes';
import { productRoutes } from './catalogue/products/products.routes';
import { imagesRoutes } from './images/images.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { orderRoutes } from './orders/orders.routes';
import { wishListRoutes } from './wish-lists/wish-lists.routes';
import { pageRoutes } from './pages/page.routes';
import type { GatewayClients } from './payments/payments.service';
import { registerPayments } from './payments/register-payments';
import { reviewRoutes } from './reviews/reviews.routes';
import { searchRoutes } from './search/search.routes';
import { shopInfoRoutes } from './shop/shop-info.routes';
import { sitemapRoutes } from './sitemap/sitemap.routes';
import { thirdPartySignInRoutes } from './third-party-sign-in/third-party-sign-in.routes';

/**
 * Every route a production shop serves, registered in one place (a demo adds its sandboxes:
 * shop-api/src/sandbox/). `gateways` are the card gateways this process can use.
 */
export async function registerRoutes(app: FastifyInstance, gateways: GatewayClients): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        operationId: 'health',
        tags: ['system'],
        summary: 'Answers while the API can serve.',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  await app.register(productRoutes);
  await app.register(attachmentRoutes);
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(productFilterRoutes);
  await app.register(articleRoutes);
  await app.register(pageRoutes);
  await app.register(staticPageRoutes);
  await app.register(searchRoutes);
  await app.register(shopInfoRoutes);
  await app.register(imagesRoutes);
  await app.register(addressRoutes);
  await app.register(wishListRoutes);
  await app.register(creditRoutes);
  await app.register(newsletterRoutes);
  await app.register(reviewRoutes);
  await app.register(adminRoutes);
  await app.register(sitemapRoutes);
  await app.register(cartRoutes);
  await app.register(cartItemRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderRoutes);
  await app.register(authRoutes);
  await app.register(customerRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(thirdPartySignInRoutes);
  await app.register(customerCartRoutes);
  await registerPayments(app, gateways);
}
