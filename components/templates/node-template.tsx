import { unhandledType } from '@/lib/cms/content-types';
import type { Listing } from '@/lib/cms/listing-table';
import type { ListingPage } from '@/lib/cms/listings';
import type { NodeLists } from '@/lib/cms/nodes';
import type { ContentNode } from '@/lib/cms/types';
import { CareerTemplate } from './career-template';
import { CaseStudyTemplate } from './case-study-template';
import { PageTemplate } from './page-template';
import { PostTemplate } from './post-template';
import { TeamMemberTemplate } from './team-member-template';
import { TermTemplate } from './term-template';

interface NodeTemplateProps {
  node: ContentNode;
  page: number;
  /** What the page lists beside the node, read with it. */
  lists: NodeLists;
  listing?: { listing: Listing; baseUri: string; data: ListingPage };
}

/** The template for a node by its content type, as WordPress's template hierarchy picks one. */
export function NodeTemplate({ node, lists, listing }: NodeTemplateProps) {
  switch (node.kind) {
    case 'page':
      return <PageTemplate page={node} listing={listing} lists={lists} />;
    case 'post':
      return <PostTemplate post={node} related={lists.related ?? []} />;
    case 'teamMember':
      return <TeamMemberTemplate member={node} team={lists.siblings ?? []} />;
    case 'caseStudy':
      return <CaseStudyTemplate study={node} others={lists.siblings ?? []} />;
    case 'career':
      return <CareerTemplate career={node} others={lists.siblings ?? []} />;
    case 'category':
    case 'tag':
      return listing ? <TermTemplate term={node} listing={listing} /> : null;
    default:
      return unhandledType(node);
  }
}
