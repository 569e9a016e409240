import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema } from '@contract/calls/responses';
import { adminRoutes } from './admin/admin.routes';
import { accountSecurityRoutes } from './auth/account-security.routes';
import { authTestFaultRoutes } from './auth/auth-test-faults.routes';
import { authRoutes } from './auth/auth.routes';
import { articleRoutes } from './catalogue/articles/articles.routes';
import { brandRoutes } from './catalogue/brands/brands.routes';
import { cartCheckoutRoutes } from './cart/cart-checkout.routes';
import { cartItemRoutes } from './cart/cart-items.routes';
import { cartRoutes } from './cart/carts.routes';
import { staticPageRoutes } from './content/static-pages.routes';
import { customerRoutes } from './customers/customers.routes';
import { categoryRoutes } from './catalogue/categories/categories.routes';
import { productFilterRoutes } from './catalogue/filters/product-filters.routes';
import { attachmentRoutes } from './catalogue/products/attachments.routes';
import { productRoutes } from './catalogue/products/products.routes';
import { imagesRoutes } from './images/images.routes';
import { sandboxMailboxRoutes } from './mail/sandbox-mailbox.routes';
import { orderRoutes } from './orders/orders.routes';
import { pageRoutes } from './pages/page.routes';
import { registerPayments } from './payments/register-payments';
import { searchRoutes } from './search/search.routes';
import { shopInfoRoutes } from './shop/shop-info.routes';
import { sitemapRoutes } from './sitemap/sitemap.routes';
import { sandboxIdpRoutes } from './socialite/sandbox-idp.routes';
import { socialiteRoutes } from './socialite/socialite.routes';
import { testFaultRoutes } from './test-faults/test-faults.routes';

/** Every route module of the shop API, registered in one place. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
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
  await app.register(adminRoutes);
  await app.register(sitemapRoutes);
  await app.register(cartRoutes);
  await app.register(cartItemRoutes);
  await app.register(cartCheckoutRoutes);
  await app.register(sandboxMailboxRoutes);
  await app.register(testFaultRoutes);
  await app.register(orderRoutes);
  await app.register(authRoutes);
  await app.register(customerRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(socialiteRoutes);
  await app.register(sandboxIdpRoutes);
  await app.register(authTestFaultRoutes);
  await registerPayments(app);
}
