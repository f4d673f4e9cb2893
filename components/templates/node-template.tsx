import type { Listing } from '@/lib/cms/listing-table';
import type { ListingPage } from '@/lib/cms/listings';
import type { ContentNode } from '@/lib/cms/types';
import { CareerTemplate } from './career-template';
import { CaseStudyTemplate } from './case-study-template';
import { CategoryTemplate } from './category-template';
import { PageTemplate } from './page-template';
import { PostTemplate } from './post-template';
import { TeamMemberTemplate } from './team-member-template';

interface NodeTemplateProps {
  node: ContentNode;
  page: number;
  listing?: { listing: Listing; baseUri: string; data: ListingPage };
}

/** The template for a node by its content type, as WordPress's template hierarchy picks one. */
export function NodeTemplate({ node, listing }: NodeTemplateProps) {
  switch (node.kind) {
    case 'page':
      return <PageTemplate page={node} listing={listing} />;
    case 'post':
      return <PostTemplate post={node} />;
    case 'teamMember':
      return <TeamMemberTemplate member={node} />;
    case 'caseStudy':
      return <CaseStudyTemplate study={node} />;
    case 'career':
      return <CareerTemplate career={node} />;
    case 'category':
      return listing ? <CategoryTemplate category={node} listing={listing} /> : null;
  }
}
