import type { Causes } from './causes';
import type { Knowledge } from './diagnose';
import type { GraphQLRequest } from './http';
import type { DoctorOptions } from './types';

/** What every check of one run shares. */
export interface Run {
  options: DoctorOptions;
  timeoutMs: number;
  gql: GraphQLRequest;
  knowledge: Knowledge;
  causes: Causes;
  /** The operations the site sends, by name. */
  operations: Record<string, string>;
  /** How many queries the site sends (for "3 of the site's 20 requests"). */
  totalOperations: number;
}
