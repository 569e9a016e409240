import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@contract/api-error';
import { BrandTreeNodeResponseSchema, CategoryTreeNodeResponseSchema } from '@contract/calls/catalogue';
import { ArticleCategorySchema, ArticleSchema } from '@contract/entities/article';
import { BannerSchema } from '@contract/entities/banner';
import { BrandSchema } from '@contract/entities/brand';
import { CartAddressSchema } from '@contract/entities/address';
import {
  CartChildItemSchema,
  CartDiscountSchema,
  CartItemSchema,
  CartNoticeSchema,
  CartSchema,
  TaxPerRateSchema,
} from '@contract/entities/cart';
import { CategorySchema } from '@contract/entities/category';
import {
  CartPaymentMethodSchema,
  CartShippingMethodSchema,
  ShippingOptionSchema,
} from '@contract/entities/checkout-methods';
import { AuthTokensSchema, CustomerSchema, MeSchema } from '@contract/entities/customer';
import { ProductSchema } from '@contract/entities/product';
import { StaticPageSchema } from '@contract/entities/static-page';
import { ListMetaSchema } from '@contract/envelope';
import { MoneySchema } from '@contract/money';

/**
 * The contract's entities, named once under `components.schemas` and referenced from every call
 * that carries them. The ids are given here, so the contract itself stays free of them; they go
 * into zod's global registry, where the descriptions the contract gives its fields live too.
 */
function nameComponents(): void {
  const registry = {
    add: (schema: z.ZodType, meta: { id: string; description: string }) =>
      z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), ...meta }),
  };
  registry.add(ProductSchema, {
    id: 'Product',
    description: 'A product as the data catalogue describes it; embeds under `_embedded`.',
  });
  registry.add(CategorySchema, { id: 'Category', description: 'A catalogue category.' });
  registry.add(CategoryTreeNodeResponseSchema, {
    id: 'CategoryTreeNode',
    description: 'A category with its subcategories (fields as only / except left them).',
  });
  registry.add(BrandTreeNodeResponseSchema, {
    id: 'BrandTreeNode',
    description: 'A brand with its product lines (fields as only / except left them).',
  });
  registry.add(BrandSchema, { id: 'Brand', description: 'A brand or product line (a brand with a parent).' });
  registry.add(ArticleSchema, { id: 'Article', description: 'A blog article.' });
  registry.add(ArticleCategorySchema, { id: 'ArticleCategory', description: 'A blog article category.' });
  registry.add(BannerSchema, { id: 'Banner', description: 'A promotional banner.' });
  registry.add(StaticPageSchema, { id: 'StaticPage', description: 'A content page (terms, shipping, about).' });
  nameCartComponents(registry.add);
  registry.add(CustomerSchema, { id: 'Customer', description: 'A registered customer, as the customer sees it.' });
  registry.add(AuthTokensSchema, {
    id: 'AuthTokens',
    description: 'A customer session’s access and refresh tokens, their expirations and the customer.',
  });
  registry.add(MeSchema, { id: 'Me', description: 'The signed-in customer and what the storefront needs at once.' });
  registry.add(MoneySchema, {
    id: 'Money',
    description: 'An amount with its text formatted for the request’s language and currency.',
  });
  registry.add(ListMetaSchema, { id: 'ListMeta', description: 'Paging of a list answer.' });
  registry.add(ErrorBodySchema, {
    id: 'ErrorBody',
    description: 'An error: status, type, message and one field error per problem.',
  });
}

/** The cart's entities (docs/cart.md). */
function nameCartComponents(add: (schema: z.ZodType, meta: { id: string; description: string }) => void): void {
  add(CartSchema, { id: 'Cart', description: 'A cart with its items, totals, choices and the notices of this call.' });
  add(CartItemSchema, { id: 'CartItem', description: 'A cart line; a product gift is nested under its product.' });
  add(CartChildItemSchema, { id: 'CartChildItem', description: 'A line nested under another (a product gift).' });
  add(CartDiscountSchema, { id: 'CartDiscount', description: 'A voucher applied to the cart.' });
  add(CartNoticeSchema, {
    id: 'CartNotice',
    description: 'Something a call changed on its own, keyed by the error catalogue.',
  });
  add(TaxPerRateSchema, { id: 'TaxPerRate', description: 'Price, tax and price with tax at one tax rate.' });
  add(CartShippingMethodSchema, { id: 'CartShippingMethod', description: 'A shipping method as the cart offers it.' });
  add(CartPaymentMethodSchema, { id: 'CartPaymentMethod', description: 'A payment method as the cart offers it.' });
  add(ShippingOptionSchema, { id: 'ShippingOption', description: 'A pickup point of a shipping method with options.' });
  add(CartAddressSchema, { id: 'CartAddress', description: 'The billing or shipping address of a cart.' });
}

/**
 * The API describes itself from the zod schemas its routes declare: `GET /openapi.json` is the
 * OpenAPI 3.1 document, `/docs` a readable reference of it. Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  nameComponents();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lumen Store shop API',
        version: '1.0.0',
        description:
          'The REST API the storefront talks to: catalogue, pages, search and the back office. Errors answer `{ status, type, message, errors: [{ field, message }] }`.',
        contact: { name: 'Lumen Store developers', url: `${publicUrl}/docs` },
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          adminToken: { type: 'http', scheme: 'bearer', description: 'The back office’s ADMIN_TOKEN.' },
          customerToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A customer session’s access token (POST /auth/login, /auth/refresh, /customers).',
          },
        },
      },
      tags: [
        {
          name: 'catalogue',
          description: 'Products, categories, brands, blog articles, static pages and their lists.',
        },
        { name: 'pages', description: 'What a storefront path shows.' },
        { name: 'search', description: 'Quick search and listing filters.' },
        { name: 'shop', description: 'Shop settings, sitemap data, pictures and files.' },
        { name: 'cart', description: 'Carts, their items, vouchers, shipping and payment choices and addresses.' },
        { name: 'admin', description: 'Back-office writes (bearer ADMIN_TOKEN).' },
        {
          name: 'broadcasting',
          description:
            'Live cart notices: the signature of a websocket’s subscription (Pusher protocol 7 at /app/{key}).',
        },
        {
          name: 'auth',
          description:
            'Customer sign-in: password login, session refresh with rotation, sign-out, who the bearer is, password reset, third-party sign-in and sessions.',
        },
        { name: 'customers', description: 'Registration and the customer’s own account (bearer).' },
        {
          name: 'addresses',
          description: 'The signed-in customer’s address book, with billing and shipping defaults.',
        },
        {
          name: 'wish-lists',
          description:
            'The signed-in customer’s product lists: the wish list (favourites) and comparisons, with their items.',
        },
        { name: 'credits', description: 'The signed-in customer’s loyalty credits: balances and their history.' },
        { name: 'newsletter', description: 'Newsletter subscriptions of guests and customers, and unsubscribing.' },
        { name: 'reviews', description: 'Product reviews written by the signed-in customer.' },
        { name: 'orders', description: 'Placing a cart’s order and reading it (X-Order-Token).' },
        { name: 'payments', description: 'Card payments of an order at GoPay and ČSOB, and their notifications.' },
        { name: 'system', description: 'Health and this document.' },
        {
          name: 'sandbox',
          description:
            'Stand-ins for outside services in development and tests: the GoPay and ČSOB pay pages, and the mailbox while SMTP_URL is unset.',
        },
      ],
    },
    transform: (input) => renamePathWildcard(jsonSchemaTransform(input)),
    transformObject: (input) => withoutUnusedComponents(jsonSchemaTransformObject(input)),
  });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/** `/page/*` is documented as `/page/{path}`: OpenAPI has no wildcard, and `*` is no parameter name. */
function renamePathWildcard(transformed: Transformed): Transformed {
  if (!transformed.url.endsWith('/*')) return transformed;
  const schema = transformed.schema as { params?: { properties?: Record<string, unknown>; required?: string[] } };
  const params = schema.params;
  if (params?.properties && '*' in params.properties) {
    const { '*': wildcard, ...rest } = params.properties;
    params.properties = { ...rest, path: wildcard };
    params.required = ['path', ...(params.required ?? []).filter((name) => name !== '*' && name !== 'path')];
  }
  return { ...transformed, url: `${transformed.url.slice(0, -1)}:path` };
}

type OpenApiObject = ReturnType<typeof jsonSchemaTransformObject>;

/**
 * Every named entity is emitted twice, as read (`Product`) and as written (`ProductInput`); the
 * API takes no entity as input, so the written forms nobody references are dropped.
 */
function withoutUnusedComponents(document: OpenApiObject): OpenApiObject {
  if (!('components' in document) || !document.components?.schemas) return document;
  const schemas = document.components.schemas;
  const text = JSON.stringify({ ...document, components: { ...document.components, schemas: {} } });
  const referenced = (name: string) => text.includes(`"#/components/schemas/${name}"`);
  for (const name of Object.keys(schemas)) if (name.endsWith('Input') && !referenced(name)) delete schemas[name];
  return document;
}
