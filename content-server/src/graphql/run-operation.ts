import {
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type ValidationRule,
} from 'graphql';
import type { RequestContext } from './context';
import { limitsRule, type QueryLimits } from './limits';
import { rootQuery } from './root-query';
import { contentSchema } from './schema';
import { updateSiteRedirects } from './site-redirects';
import { submitGfForm } from './submit-form';
import { updateContent } from './update-content';
import { POST_TYPE_NAMES, postTypeInfo } from '../store/uris';

export interface OperationRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface OperationOutcome {
  /** HTTP status: 200 for anything GraphQL answered, 400 when the document does not even parse. */
  status: number;
  body: { data?: unknown; errors?: GraphQLFormattedError[] };
}

export interface RunOptions {
  limits: QueryLimits;
  introspection: boolean;
}

const ROOT = {
  ...rootQuery(),
  submitGfForm,
  // `update<Type>` of every post type (../store/uris.ts).
  ...Object.fromEntries(POST_TYPE_NAMES.map((type) => [`update${postTypeInfo(type).typename}`, updateContent(type)])),
  updateSiteRedirects,
};
const MISSING_QUERY = 'GraphQL Request must include at least one of those two parameters: "query" or "queryId"';
const INTROSPECTION_OFF =
  'The query contained __schema or __type, however GraphQL introspection is not allowed for public requests by default. Public introspection can be enabled under the WPGraphQL Settings.';

const documents = new Map<string, DocumentNode>();
const DOCUMENT_CACHE_SIZE = 200;

/** Parses a document, remembering recent ones: the site sends the same few operations over and over. */
function parseCached(query: string): DocumentNode {
  let document = documents.get(query);
  if (!document) {
    document = parse(query, { maxTokens: 20_000 });
    if (documents.size >= DOCUMENT_CACHE_SIZE) documents.delete(documents.keys().next().value!);
    documents.set(query, document);
  }
  return document;
}

/** Documents that passed validation, per set of rules (limits and the introspection setting). */
const validated = new WeakMap<DocumentNode, Set<string>>();

/** Runs one GraphQL request the way WPGraphQL answers it. */
export function runOperation(request: OperationRequest, ctx: RequestContext, options: RunOptions): OperationOutcome {
  if (request === null || typeof request !== 'object' || Array.isArray(request)) {
    return { status: 400, body: { errors: [{ message: 'Each request must be a JSON object with a "query".' }] } };
  }
  const { query, variables, operationName } = request;
  if (query === undefined || query === null || query === '')
    return { status: 200, body: { errors: [{ message: MISSING_QUERY }] } };
  if (typeof query !== 'string')
    return { status: 400, body: { errors: [{ message: 'The "query" parameter must be a string.' }] } };
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return { status: 400, body: { errors: [{ message: 'The "variables" parameter must be a JSON object.' }] } };
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return { status: 400, body: { errors: [{ message: 'The "operationName" parameter must be a string.' }] } };
  }

  let document: DocumentNode;
  try {
    document = parseCached(query);
  } catch (error) {
    if (error instanceof GraphQLError) return { status: 400, body: { errors: [error.toJSON()] } };
    throw error;
  }

  const schema = contentSchema();
  const rulesKey = `${options.introspection}:${options.limits.maxDepth}:${options.limits.maxFields}:${options.limits.maxAliases}`;
  if (!validated.get(document)?.has(rulesKey)) {
    const rules: ValidationRule[] = [...specifiedRules, limitsRule(options.limits)];
    if (!options.introspection) rules.push(NoSchemaIntrospectionCustomRule);
    const errors = validate(schema, document, rules, { maxErrors: 50 });
    if (errors.length > 0) {
      const formatted = errors.map((error) =>
        /introspection/i.test(error.message) && !options.introspection
          ? { ...error.toJSON(), message: INTROSPECTION_OFF }
          : error.toJSON(),
      );
      return { status: 200, body: { errors: formatted } };
    }
    validated.set(document, (validated.get(document) ?? new Set()).add(rulesKey));
  }

  const result = execute({
    schema,
    document,
    rootValue: ROOT,
    contextValue: ctx,
    variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: (operationName ?? undefined) as string | undefined,
  }) as ExecutionResult;
  // Every resolver here is synchronous; a promise would mean a resolver changed without this noticing.
  if (typeof (result as unknown as Promise<unknown>).then === 'function')
    throw new Error('resolvers must stay synchronous');
  const body: OperationOutcome['body'] = {};
  if (result.errors?.length) body.errors = result.errors.map((error) => error.toJSON());
  if (result.data !== undefined) body.data = result.data;
  return { status: 200, body };
}
