import type { Causes } from './causes';
import type { Knowledge } from './diagnose';
import type { GraphQLRequest } from './http';

/** What every check of one run shares. */
export interface Run {
  gql: GraphQLRequest;
  knowledge: Knowledge;
  causes: Causes;
  /** The operations the site sends, by name. */
  operations: Record<string, string>;
  /** How many queries the site sends (for "3 of the site's 20 requests"). */
  totalOperations: number;
}
