import { serialiseLd } from '@/lib/seo/json-ld';

/** Structured data for search engines, serialised so no value can end the script element early. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseLd(data) }} />;
}
