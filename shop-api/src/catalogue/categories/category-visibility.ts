import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { categories, categoryCustomerGroups } from '../../db/schema';
import type { ReadContext } from '../../list/read-context';

/**
 * True when the shopper may see the category `categoryId` points at: it and every ancestor are
 * active, and each of them that is restricted to customer groups shares a group with the shopper.
 * A hidden parent hides its whole subtree, so a subcategory of a partners-only category is not
 * reachable by its own path either. Anonymous shoppers belong to no group.
 */
export function categoryVisibleTo(env: Pick<ReadContext, 'customerGroupIds'>, categoryId: SQLWrapper): SQL {
  const groups = env.customerGroupIds ?? [];
  const memberOf = groups.length
    ? sql`exists (select 1 from ${categoryCustomerGroups} g where g.category_id = hidden.id and g.customer_group_id in (${sql.join(
        groups.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : sql`false`;
  return sql`not exists (
    with recursive chain(id, parent_id) as (
      select c.id, c.parent_id from ${categories} c where c.id = ${categoryId}
      union all
      select c.id, c.parent_id from ${categories} c join chain on c.id = chain.parent_id
    )
    select 1 from chain join ${categories} hidden on hidden.id = chain.id
    where not hidden.is_active or (hidden.customer_groups_restriction and not ${memberOf})
  )`;
}
