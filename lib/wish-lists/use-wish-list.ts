import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import type { CustomerProductListItem } from '@contract/entities/wish-list';
import { useSession } from '@/lib/auth/use-session';
import { isApiErrorType } from '@/lib/customer/api-error-type';
import {
  addProductListItem,
  createWishList,
  findWishList,
  listProductListItems,
  removeProductListItem,
} from '@/lib/customer/customer-api';
import { customerKeys, useCustomerApi, useCustomerQuery } from '@/lib/customer/use-customer-api';

/** Why a wish-list change did not happen: the notice the spec names for it. */
type WishListFailure = 'must_be_logged_in_to_create_product_list' | 'failed_to_create_product_list' | 'failed';

type WishListToggle = { ok: true; added: boolean } | { ok: false; failure: WishListFailure };

/**
 * The signed-in customer's wish list with its items, read once in the browser and shared by every
 * heart on the page, and the toggle: the first add creates the list.
 */
export function useWishList() {
  const { status } = useSession();
  const t = useTranslations('wishList');
  const api = useCustomerApi();
  const queryClient = useQueryClient();
  const wishList = useCustomerQuery(customerKeys.wishListItems, async (client, signal) => {
    const list = await findWishList(client, signal);
    return { listId: list?.id ?? null, items: list ? (await listProductListItems(client, list.id, signal)).items : [] };
  });
  const listId = wishList.data?.listId ?? null;

  const itemOf = useCallback(
    (productId: number): CustomerProductListItem | undefined =>
      wishList.data?.items.find((item) => item.product_id === productId),
    [wishList.data],
  );

  const toggle = useCallback(
    async (productId: number): Promise<WishListToggle> => {
      if (status !== 'customer') return { ok: false, failure: 'must_be_logged_in_to_create_product_list' };
      const existing = itemOf(productId);
      try {
        if (existing && listId !== null) {
          await removeProductListItem(api, listId, existing.id);
        } else {
          let id = listId;
          if (id === null) {
            try {
              id = (await createWishList(api, t('listName'))).id;
            } catch (error) {
              if (isApiErrorType(error, 'must_be_logged_in_to_create_product_list'))
                return { ok: false, failure: 'must_be_logged_in_to_create_product_list' };
              return { ok: false, failure: 'failed_to_create_product_list' };
            }
          }
          await addProductListItem(api, id, productId);
        }
      } catch {
        return { ok: false, failure: 'failed' };
      } finally {
        await queryClient.invalidateQueries({ queryKey: customerKeys.wishListItems });
      }
      return { ok: true, added: !existing };
    },
    [api, itemOf, listId, queryClient, status, t],
  );

  return { status, wishList, itemOf, toggle };
}
