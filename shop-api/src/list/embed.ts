import type { EmbedRequest } from '@contract';
import type { ResourceDefinition, ResourceItem } from './definition';
import type { ReadContext } from './read-context';

/** `brand{id,name}`: keeps only the named fields of an embedded record, or of each record of an embedded list. */
function pickFields(value: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields) return value;
  if (Array.isArray(value)) return value.map((v) => pickFields(v, fields));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).filter(([key]) => fields.includes(key)));
  return value;
}

/** Loads every requested embed for the whole page (one batched load per embed) and puts it under `_embedded`. */
export async function attachEmbeds<Item extends ResourceItem>(
  definition: ResourceDefinition<Item>,
  env: ReadContext,
  items: Item[],
  requests: readonly EmbedRequest[],
): Promise<Item[]> {
  if (requests.length === 0 || items.length === 0) return items;
  const loaded = await Promise.all(
    requests.map(async (request) => {
      const embed = definition.embeds[request.name];
      if (!embed) throw new Error(`embed "${request.name}" was not validated`);
      return { request, valueOf: await embed.load(items, env) };
    }),
  );
  return items.map((item) => ({
    ...item,
    _embedded: Object.fromEntries(
      loaded.map(({ request, valueOf }) => [request.name, pickFields(valueOf(item), request.fields)]),
    ),
  }));
}
