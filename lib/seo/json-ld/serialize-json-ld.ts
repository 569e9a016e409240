import type { Thing, WithContext } from 'schema-dts';

/**
 * THE shared JSON-LD serializer (Product, Article, BreadcrumbList…): use it for every
 * `<script type="application/ld+json">`, through `<JsonLd>` (components/seo/json-ld.tsx), the one
 * component that writes such an element. The builders beside this file make the data.
 *
 * JSON.stringify alone is not safe inside a script element: a name like `</script><script>…`
 * would end the element and run as markup. Escaping `<`, `>` and `&` as \u escapes (still valid
 * JSON, same value) makes the text inert; U+2028 and U+2029 are escaped for old JSON parsers.
 */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
