import type { ContentNode } from '@/lib/cms/types';
import { sanitizeContent } from '@/lib/sanitize';

/** Renders any content node: a headline hero and the editor's content. */
export function ContentTemplate({ node }: { node: ContentNode }) {
  const title = node.kind === 'category' ? node.name : node.kind === 'page' ? node.hero.headline : node.title;
  const eyebrow = node.kind === 'page' ? node.hero.eyebrow : node.kind === 'category' ? 'Insights' : undefined;
  const body = node.kind === 'category' ? `<p>${node.description}</p>` : node.content;
  return (
    <article className="content-page">
      <header className="hero" data-hero-bg={node.kind === 'page' ? node.hero.bgColor : 'sky'}>
        <div className="hero-inner">
          {eyebrow ? <p className="hero-eyebrow">{eyebrow}</p> : null}
          <h1 className="hero-headline" data-hero-headline>
            {title}
          </h1>
        </div>
      </header>
      <div className="prose" dangerouslySetInnerHTML={{ __html: sanitizeContent(body) }} />
    </article>
  );
}
