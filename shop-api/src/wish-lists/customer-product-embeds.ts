import type { Product } from '@contract';
import type { EmbedDefinition } from '../list/definition';
import { wishListItemIds } from './wish-lists.repository';

type ProductEmbed = EmbedDefinition<Product>;

/** The item of the product in the signed-in customer's wish list; null without a customer (no query). */
const wishListItemId: ProductEmbed = {
  async load(items, env) {
    if (env.customerId === undefined) return () => null;
    const found = await wishListItemIds(
      env.db,
      env.customerId,
      items.map((p) => p.id),
    );
    return (item) => found.get(item.id) ?? null;
  },
};

/** The customer's own price: the shop keeps no customer price lists yet, so the product's price applies (null). */
const customerPrice: ProductEmbed = {
  load: () => Promise.resolve(() => null),
};

/** Product embeds that belong to the signed-in customer; product reads with a bearer fill them. */
export const customerProductEmbeds: Record<string, ProductEmbed> = {
  customer_product_wish_list_item_id: wishListItemId,
  customer_price: customerPrice,
};
