import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Limits on what one operation may ask for, so a single request cannot make the server do unbounded work. */
export interface QueryLimits {
  maxDepth: number;
  maxFields: number;
  maxAliases: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 12, maxFields: 1000, maxAliases: 30 };

interface Measure {
  depth: number;
  fields: number;
  aliases: number;
}

/**
 * Measures each operation with its fragments expanded (each fragment measured once, so a fragment that
 * spreads another many times cannot make the measuring itself expensive). Introspection fields are not
 * counted: they are governed by the introspection setting.
 */
export function limitsRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const memo = new Map<string, Measure>();
    const visiting = new Set<string>();

    const measureFragment = (fragment: FragmentDefinitionNode): Measure => {
      const name = fragment.name.value;
      const known = memo.get(name);
      if (known) return known;
      // A fragment cycle is reported by the standard rules; count it as empty here.
      if (visiting.has(name)) return { depth: 0, fields: 0, aliases: 0 };
      visiting.add(name);
      const result = measure(fragment.selectionSet);
      visiting.delete(name);
      memo.set(name, result);
      return result;
    };

    const measure = (selectionSet: SelectionSetNode): Measure => {
      const total: Measure = { depth: 0, fields: 0, aliases: 0 };
      for (const selection of selectionSet.selections) {
        let inner: Measure | null = null;
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__') && selection.name.value !== '__typename') continue;
          const child = selection.selectionSet ? measure(selection.selectionSet) : { depth: 0, fields: 0, aliases: 0 };
          inner = {
            depth: child.depth + 1,
            fields: child.fields + 1,
            aliases: child.aliases + (selection.alias ? 1 : 0),
          };
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(selection.selectionSet);
        } else {
          const fragment = context.getFragment(selection.name.value);
          if (fragment) inner = measureFragment(fragment);
        }
        if (!inner) continue;
        total.depth = Math.max(total.depth, inner.depth);
        total.fields += inner.fields;
        total.aliases += inner.aliases;
      }
      return total;
    };

    return {
      OperationDefinition(operation) {
        const { depth, fields, aliases } = measure(operation.selectionSet);
        if (depth > limits.maxDepth) {
          context.reportError(
            new GraphQLError(`The query exceeds the maximum depth of ${limits.maxDepth} (it is ${depth} deep).`, {
              nodes: operation,
            }),
          );
        }
        if (fields > limits.maxFields) {
          context.reportError(
            new GraphQLError(`The query asks for ${fields} fields; at most ${limits.maxFields} are allowed.`, {
              nodes: operation,
            }),
          );
        }
        if (aliases > limits.maxAliases) {
          context.reportError(
            new GraphQLError(`The query uses ${aliases} aliases; at most ${limits.maxAliases} are allowed.`, {
              nodes: operation,
            }),
          );
        }
      },
    };
  };
}
