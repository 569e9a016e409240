import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/seo/json-ld/serialize-json-ld';

/** A `<script type="application/ld+json">` with safely escaped structured data (see lib/seo/json-ld/serialize-json-ld.ts). */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
